// The Go source reader: go/scanner, go/parser (declarations only) and go/ast comment groups.
export * from './ast';
export { parseGoFile } from './parser';
export { lookupTag, getTag } from './structtag';
