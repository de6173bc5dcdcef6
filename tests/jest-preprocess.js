// Jest compiles TypeScript and JSX with the same Babel preset Gatsby uses.
const babelOptions = {
  presets: ['babel-preset-gatsby', ['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
}

module.exports = require('babel-jest').default.createTransformer(babelOptions)
