// Version priority: k8s.io/apimachinery/pkg/version/helpers.go (CompareKubeAwareVersionStrings,
// parseKubeVersion). Kube-like names (v<major>[alpha|beta<minor>]) sort GA > beta > alpha, then by
// major, then by minor; all other names sort below them, in reverse lexical order.

const enum VersionType {
  Alpha = 0,
  Beta = 1,
  GA = 2,
}

interface KubeVersion {
  major: bigint;
  type: VersionType;
  minor: bigint;
}

// Go's regexp `\d` is ASCII-only, as is [0-9] here.
const KUBE_VERSION = /^v([0-9]+)(?:(alpha|beta)([0-9]+))?$/;
// strconv.Atoi on a 64-bit platform: values outside int64 fail to parse.
const INT64_MAX = 9223372036854775807n;

/** parseKubeVersion: undefined when the name is not kube-like (including int64 overflow). */
export function parseKubeVersion(v: string): KubeVersion | undefined {
  const m = KUBE_VERSION.exec(v);
  if (!m) return undefined;
  const major = BigInt(m[1]);
  if (major > INT64_MAX) return undefined;
  const type = m[2] === 'alpha' ? VersionType.Alpha : m[2] === 'beta' ? VersionType.Beta : VersionType.GA;
  let minor = 0n;
  if (type !== VersionType.GA) {
    minor = BigInt(m[3]);
    if (minor > INT64_MAX) return undefined;
  }
  return { major, type, minor };
}

const utf8 = new TextEncoder();

/** strings.Compare: byte-wise comparison of the UTF-8 encodings. */
export function goStringCompare(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return sign(x.length - y.length);
}

function sign(n: bigint | number): number {
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

/**
 * CompareKubeAwareVersionStrings: > 0 when `a` has the higher priority, < 0 when `b` has, 0 when
 * they are equal. (Go returns the raw difference; only the sign is meaningful and returned here.)
 */
export function compareKubeAwareVersionStrings(a: string, b: string): number {
  if (a === b) return 0;
  const va = parseKubeVersion(a);
  const vb = parseKubeVersion(b);
  if (!va && !vb) return goStringCompare(b, a);
  if (!va) return -1;
  if (!vb) return 1;
  if (va.type !== vb.type) return sign(va.type - vb.type);
  if (va.major !== vb.major) return sign(va.major - vb.major);
  return sign(va.minor - vb.minor);
}

/** Names sorted from highest to lowest priority, as discovery lists a group's versions. */
export function sortVersionsByPriority(names: readonly string[]): string[] {
  return [...names].sort((x, y) => compareKubeAwareVersionStrings(y, x));
}
