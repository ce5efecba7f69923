// The format library declarations (apiserver/pkg/cel/library/format.go), 1.31+.
import type { Library } from '../../library';
import { T } from '../../types';
import type { Value } from '../../values';
import * as f from '../format';
import { global, member } from './decl';

const F = f.FormatType;

function formatLibraryOf(formats: Readonly<Record<string, f.FormatValue>>): Library {
  return {
    name: 'format',
    types: [F],
    functions: [
      { name: 'validate', overloads: [member('format-validate', [F, T.string], T.optional(T.list(T.string)), (a, s) => f.formatValidate(a as f.FormatValue, s as string))] },
      { name: 'format.named', overloads: [global('format-named', [T.string], T.optional(F), (s) => f.formatNamed(s as string, formats))] },
      ...Object.entries(formats).map(([key, value]) => ({
        name: `format.${key}`,
        overloads: [global(`format.${key}`, [], F, (): Value => value)],
      })),
    ],
  };
}

/** The format library of the newest binary. */
export const formatLibrary: Library = formatLibraryOf(f.CONSTANT_FORMATS);
/** The format library of the 1.31–1.34 binaries: the name validators' messages before 1.35. */
export const formatLibrary134: Library = formatLibraryOf(f.CONSTANT_FORMATS_134);
