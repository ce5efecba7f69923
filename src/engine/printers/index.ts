// kubectl views of custom resources: JSONPath, printer-column tables, field selectors, scale.
export {
  parseJSONPath,
  evaluateJSONPath,
  executeJSONPath,
  findJSONPathResults,
  printJSONPathResults,
  nodeString,
  type JPNode,
  type ListNode,
  type ParseResult,
  type ParamsEntry,
  type JSONPathOptions,
  type JSONPathResult,
} from '../jsonpath/jsonpath';
export { humanDuration, shortHumanDuration, parseMetaTime, type ParsedTime } from './duration';
export {
  convertToTable,
  convertToServerTable,
  columnsForVersion,
  cellForJSONValue,
  formatCellForKubectl,
  kubectlHeaders,
  printKubectlTable,
  tabwrite,
  NAME_COLUMN_DESCRIPTION,
  CREATION_TIMESTAMP_DESCRIPTION,
  type TableColumnDefinition,
  type TableCell,
  type TableRow,
  type ServerTable,
} from './table';
export { matchFieldSelector, parseFieldSelector, selectableFieldLabels, fieldSetOf, type FieldSelectorTerm } from './fieldselector';
export { scaleForObject, type Scale, type ScaleResult } from './scale';
export { kubectlGetJSONPath, kubectlQueryObject, type KubectlJSONPathOptions } from './kubectlJSONPath';
export { kubectlCustomColumns, relaxedJSONPathExpression } from './customColumns';
