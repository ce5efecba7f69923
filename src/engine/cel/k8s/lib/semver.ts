// The kubernetes.Semver library declarations (apiserver/pkg/cel/library/semverlib.go). Kubernetes
// enables SemverVersion(1) from 1.33, which adds the (string, bool) normalize overloads.
import type { Library, OverloadDecl } from '../../library';
import { T } from '../../types';
import type { Value } from '../../values';
import * as s from '../semver';
import { global, member } from './decl';

const S = s.SemverType;
const asS = (v: Value) => v as s.SemverValue;

export function semverLibrary(version: number): Library {
  const semverOverloads: OverloadDecl[] = [global('string_to_semver', [T.string], S, (x) => s.stringToSemver(x as string))];
  const isSemverOverloads: OverloadDecl[] = [global('is_semver_string', [T.string], T.bool, (x) => s.isSemver(x as string))];
  if (version >= 1) {
    semverOverloads.push(global('string_bool_to_semver', [T.string, T.bool], S, (x, n) => s.stringToSemver(x as string, n as boolean)));
    isSemverOverloads.push(global('is_semver_string_bool', [T.string, T.bool], T.bool, (x, n) => s.isSemver(x as string, n as boolean)));
  }
  return {
    name: 'kubernetes.Semver',
    types: [S],
    functions: [
      { name: 'semver', overloads: semverOverloads },
      { name: 'isSemver', overloads: isSemverOverloads },
      { name: 'isGreaterThan', overloads: [member('semver_is_greater_than', [S, S], T.bool, (a, b) => s.semverCompare(asS(a), asS(b)) === 1)] },
      { name: 'isLessThan', overloads: [member('semver_is_less_than', [S, S], T.bool, (a, b) => s.semverCompare(asS(a), asS(b)) === -1)] },
      { name: 'compareTo', overloads: [member('semver_compare_to', [S, S], T.int, (a, b) => BigInt(s.semverCompare(asS(a), asS(b))))] },
      { name: 'major', overloads: [member('semver_major', [S], T.int, (a) => s.semverMajor(asS(a)))] },
      { name: 'minor', overloads: [member('semver_minor', [S], T.int, (a) => s.semverMinor(asS(a)))] },
      { name: 'patch', overloads: [member('semver_patch', [S], T.int, (a) => s.semverPatch(asS(a)))] },
    ],
  };
}
