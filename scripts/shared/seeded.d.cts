/** Types of seeded.cjs (CommonJS, so Node scripts and Jest load it as it is). */
export declare function mulberry32(seed: number): () => number
