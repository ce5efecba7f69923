// The kubernetes.regex library declarations (apiserver/pkg/cel/library/regex.go), always present.
import type { Library } from '../../library';
import { T } from '../../types';
import * as r from '../regex';
import { member } from './decl';

/**
 * Constant patterns of find/findAll are compiled when the program is made (library.go
 * ExtensionLibRegexOptimizations, passed as cel.OptimizeRegex by apiextensions compilation.go
 * since 1.27, by the library's ProgramOptions since 1.28): a bad one fails program instantiation.
 */
export const regexLibrary: Library = {
  name: 'kubernetes.regex',
  regexOptimizations: [
    { function: 'find', regexIndex: 1 },
    { function: 'findAll', regexIndex: 1 },
  ],
  functions: [
    { name: 'find', overloads: [member('string_find_string', [T.string, T.string], T.string, (s, re) => r.regexFind(s as string, re as string))] },
    {
      name: 'findAll',
      overloads: [
        member('string_find_all_string', [T.string, T.string], T.list(T.string), (s, re) => r.regexFindAll(s as string, re as string)),
        member('string_find_all_string_int', [T.string, T.string, T.int], T.list(T.string), (s, re, n) => r.regexFindAll(s as string, re as string, n as bigint)),
      ],
    },
  ],
};
