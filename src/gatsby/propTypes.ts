/**
 * prop-types in the production browser bundle (./webpack.ts, propTypesStandIn): the validators of its production shims,
 * which nothing calls, without their error text.
 */
function shim(): void {}
shim.isRequired = shim
const factory = () => shim

const PropTypes: Record<string, unknown> = {
  array: shim,
  bigint: shim,
  bool: shim,
  func: shim,
  number: shim,
  object: shim,
  string: shim,
  symbol: shim,
  any: shim,
  arrayOf: factory,
  element: shim,
  elementType: shim,
  instanceOf: factory,
  node: shim,
  objectOf: factory,
  oneOf: factory,
  oneOfType: factory,
  shape: factory,
  exact: factory,
  checkPropTypes: shim,
  resetWarningCache: shim,
}
PropTypes.PropTypes = PropTypes

export default PropTypes
