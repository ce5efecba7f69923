// The kubernetes.net.ip library declarations (apiserver/pkg/cel/library/ip.go), 1.30+.
import type { Library } from '../../library';
import { T } from '../../types';
import type { Value } from '../../values';
import * as ip from '../ip';
import { global, member } from './decl';

const IP = ip.IPType;
const asIP = (v: Value) => v as ip.IPValue;

export const ipLibrary: Library = {
  name: 'kubernetes.net.ip',
  types: [IP],
  functions: [
    { name: 'ip', overloads: [global('string_to_ip', [T.string], IP, (s) => ip.stringToIP(s as string))] },
    { name: 'family', overloads: [member('ip_family', [IP], T.int, (a) => BigInt(ip.ipFamily(asIP(a))))] },
    { name: 'ip.isCanonical', overloads: [global('ip_is_canonical', [T.string], T.bool, (s) => ip.ipIsCanonical(s as string))] },
    { name: 'isUnspecified', overloads: [member('ip_is_unspecified', [IP], T.bool, (a) => ip.ipIsUnspecified(asIP(a)))] },
    { name: 'isLoopback', overloads: [member('ip_is_loopback', [IP], T.bool, (a) => ip.ipIsLoopback(asIP(a)))] },
    { name: 'isLinkLocalMulticast', overloads: [member('ip_is_link_local_multicast', [IP], T.bool, (a) => ip.ipIsLinkLocalMulticast(asIP(a)))] },
    { name: 'isLinkLocalUnicast', overloads: [member('ip_is_link_local_unicast', [IP], T.bool, (a) => ip.ipIsLinkLocalUnicast(asIP(a)))] },
    { name: 'isGlobalUnicast', overloads: [member('ip_is_global_unicast', [IP], T.bool, (a) => ip.ipIsGlobalUnicast(asIP(a)))] },
    { name: 'isIP', overloads: [global('is_ip', [T.string], T.bool, (s) => ip.isIP(s as string))] },
    { name: 'string', overloads: [global('ip_to_string', [IP], T.string, (a) => ip.ipToString(asIP(a)))] },
  ],
};
