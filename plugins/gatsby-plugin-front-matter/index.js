// The plugin works at build time only (gatsby-node.ts); it has no browser code.
