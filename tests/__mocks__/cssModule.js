// CSS modules in tests: every class name is its own key. Marked as an ES module so that
// `import * as styles` sees the keys (identity-obj-proxy reports __esModule false, which hides them).
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) })
