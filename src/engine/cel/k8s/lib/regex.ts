// The kubernetes.regex library declarations (apiserver/pkg/cel/library/regex.go), always present.
import type { Library } from '../../library';
import { T } from '../../types';
import * as r from '../regex';
import { member } from './decl';

export const regexLibrary: Library = {
  name: 'kubernetes.regex',
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
