// The net.cidr library declarations (apiserver/pkg/cel/library/cidr.go), 1.30+; containsCIDR
// changed in the 1.33 binary (cidrLibrary133), whatever the compatibility version.
import type { Library } from '../../library';
import { T } from '../../types';
import type { Value } from '../../values';
import * as c from '../cidr';
import { IPType, type IPValue } from '../ip';
import { global, member } from './decl';

const CIDR = c.CIDRType;
const asC = (v: Value) => v as c.CIDRValue;

export const cidrLibrary: Library = {
  name: 'net.cidr',
  types: [CIDR],
  functions: [
    { name: 'cidr', overloads: [global('string_to_cidr', [T.string], CIDR, (s) => c.stringToCIDR(s as string))] },
    {
      name: 'containsIP',
      overloads: [
        member('cidr_contains_ip_string', [CIDR, T.string], T.bool, (a, s) => c.cidrContainsIPString(asC(a), s as string)),
        member('cidr_contains_ip_ip', [CIDR, IPType], T.bool, (a, b) => c.cidrContainsIP(asC(a), b as IPValue)),
      ],
    },
    {
      name: 'containsCIDR',
      overloads: [
        member('cidr_contains_cidr_string', [CIDR, T.string], T.bool, (a, s) => c.cidrContainsCIDRString(asC(a), s as string)),
        member('cidr_contains_cidr', [CIDR, CIDR], T.bool, (a, b) => c.cidrContainsCIDR(asC(a), asC(b))),
      ],
    },
    { name: 'ip', overloads: [member('cidr_ip', [CIDR], IPType, (a) => c.cidrIP(asC(a)))] },
    { name: 'prefixLength', overloads: [member('cidr_prefix_length', [CIDR], T.int, (a) => BigInt(c.cidrPrefixLength(asC(a))))] },
    { name: 'masked', overloads: [member('cidr_masked', [CIDR], CIDR, (a) => c.cidrMasked(asC(a)))] },
    { name: 'isCIDR', overloads: [global('is_cidr', [T.string], T.bool, (s) => c.isCIDR(s as string))] },
    { name: 'string', overloads: [global('cidr_to_string', [CIDR], T.string, (a) => c.cidrToString(asC(a)))] },
  ],
};

/** net.cidr as the Kubernetes 1.33+ binary implements it: containsCIDR compares by Prefix.Overlaps. */
export const cidrLibrary133: Library = {
  ...cidrLibrary,
  functions: cidrLibrary.functions!.map((f) =>
    f.name !== 'containsCIDR'
      ? f
      : {
          name: 'containsCIDR',
          overloads: [
            member('cidr_contains_cidr_string', [CIDR, T.string], T.bool, (a, s) => c.cidrContainsCIDRStringOverlaps(asC(a), s as string)),
            member('cidr_contains_cidr', [CIDR, CIDR], T.bool, (a, b) => c.cidrContainsCIDROverlaps(asC(a), asC(b))),
          ],
        },
  ),
};
