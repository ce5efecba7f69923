// kubectl views of custom resources: JSONPath, printer-column tables, field selectors, scale.
export { executeJSONPath } from '../jsonpath/jsonpath';
export { convertToTable, printKubectlTable, type TableColumnDefinition, type TableCell } from './table';
export { matchFieldSelector } from './fieldselector';
export { scaleForObject, type Scale } from './scale';
