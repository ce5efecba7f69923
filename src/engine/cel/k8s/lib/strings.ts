// The cel-go strings extension declarations (ext/strings.go, cel-go v0.26) at the versions
// Kubernetes enables: StringsVersion(0) before 1.29, StringsVersion(2) from 1.29. Version 1 added
// <string>.format and strings.quote; version 2 reimplemented join over CEL lists.
import type { FunctionDecl, Library } from '../../library';
import { T } from '../../types';
import type { CelList, Value } from '../../values';
import * as s from '../strings';
import { stringsExtCallCost, stringsExtEstimateCallCost } from '../extensionCost';
import { stringFormat } from '../stringsFormat';
import { stringFormatValidator } from '../stringsFormatValidator';
import { global, member } from './decl';

const str = (v: Value) => v as string;
const int = (v: Value) => v as bigint;

/**
 * The library at `version`; `celGo029`: as the cel-go v0.29 binary implements it (Kubernetes 1.37:
 * indexOf/lastIndexOf of the empty string check their offset, cel-go #1335).
 */
export function stringsLibrary(version: number, celGo029 = false): Library {
  const functions: FunctionDecl[] = [
    { name: 'charAt', overloads: [member('string_char_at_int', [T.string, T.int], T.string, (a, i) => s.charAt(str(a), int(i)))] },
    {
      name: 'indexOf',
      overloads: [
        member('string_index_of_string', [T.string, T.string], T.int, (a, b) => s.indexOf(str(a), str(b))),
        member('string_index_of_string_int', [T.string, T.string, T.int], T.int, (a, b, o) => s.indexOf(str(a), str(b), int(o), celGo029)),
      ],
    },
    {
      name: 'lastIndexOf',
      overloads: [
        member('string_last_index_of_string', [T.string, T.string], T.int, (a, b) => s.lastIndexOf(str(a), str(b))),
        member('string_last_index_of_string_int', [T.string, T.string, T.int], T.int, (a, b, o) => s.lastIndexOf(str(a), str(b), int(o), celGo029)),
      ],
    },
    { name: 'lowerAscii', overloads: [member('string_lower_ascii', [T.string], T.string, (a) => s.lowerAscii(str(a)))] },
    {
      name: 'replace',
      overloads: [
        member('string_replace_string_string', [T.string, T.string, T.string], T.string, (a, o, n) => s.replace(str(a), str(o), str(n))),
        member('string_replace_string_string_int', [T.string, T.string, T.string, T.int], T.string, (a, o, n, c) => s.replace(str(a), str(o), str(n), int(c))),
      ],
    },
    {
      name: 'split',
      overloads: [
        member('string_split_string', [T.string, T.string], T.list(T.string), (a, sep) => s.split(str(a), str(sep))),
        member('string_split_string_int', [T.string, T.string, T.int], T.list(T.string), (a, sep, n) => s.split(str(a), str(sep), int(n))),
      ],
    },
    {
      name: 'substring',
      overloads: [
        member('string_substring_int', [T.string, T.int], T.string, (a, i) => s.substring(str(a), int(i))),
        member('string_substring_int_int', [T.string, T.int, T.int], T.string, (a, i, j) => s.substring(str(a), int(i), int(j))),
      ],
    },
    { name: 'trim', overloads: [member('string_trim', [T.string], T.string, (a) => s.trim(str(a)))] },
    { name: 'upperAscii', overloads: [member('string_upper_ascii', [T.string], T.string, (a) => s.upperAscii(str(a)))] },
    {
      name: 'join',
      overloads: [
        member('list_join', [T.list(T.string)], T.string, (l) => s.join(l as CelList, '', version)),
        member('list_join_string', [T.list(T.string), T.string], T.string, (l, sep) => s.join(l as CelList, str(sep), version)),
      ],
    },
  ];
  if (version >= 1) {
    functions.push(
      { name: 'format', overloads: [member('string_format', [T.string, T.list(T.dyn)], T.string, (f, l) => stringFormat(str(f), l as CelList))] },
      { name: 'strings.quote', overloads: [global('strings_quote', [T.string], T.string, (a) => s.quote(str(a)))] },
    );
  }
  return {
    name: `cel.lib.ext.strings.v${version}`,
    functions,
    validators: version >= 1 ? [stringFormatValidator] : [],
    callCost: stringsExtCallCost,
    estimateCallCost: stringsExtEstimateCallCost,
  };
}
