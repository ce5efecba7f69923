// The plural controller-gen gives a kind: strings.ToLower(flect.Pluralize(kind)) (spec.go), with
// github.com/gobuffalo/flect v1.0.3 (controller-tools v0.21.0's go.mod). Pluralize works on the
// last word of the identifier (flect's Ident parts: split at upper-case letters after a non-upper,
// spaces, `_ : - /`, and after a known acronym), then: the whole word's dictionary entry, a word
// already plural, the last part's dictionary entry (capitalized like the part), the first suffix
// rule that matches, else `+s` unless it ends in s. The tables below are flect's data.

// singular, plural, unidirectional (plural → singular not listed), exact (no suffix rule), alternative plural
type Word = [singular: string, plural: string, flags?: string, alternative?: string];

// flags: u = unidirectional, e = exact, c = uncountable (plural = singular)
const DICTIONARY: Word[] = [
  ['aircraft', 'aircraft'],
  ['beef', 'beef', '', 'beefs'],
  ['bison', 'bison'],
  ['blues', 'blues', 'u'],
  ['chassis', 'chassis'],
  ['deer', 'deer'],
  ['fish', 'fish', '', 'fishes'],
  ['moose', 'moose'],
  ['police', 'police'],
  ['salmon', 'salmon', '', 'salmons'],
  ['series', 'series'],
  ['sheep', 'sheep'],
  ['shrimp', 'shrimp', '', 'shrimps'],
  ['species', 'species'],
  ['swine', 'swine', '', 'swines'],
  ['trout', 'trout', '', 'trouts'],
  ['tuna', 'tuna', '', 'tunas'],
  ['you', 'you'],
  ['child', 'children'],
  ['ox', 'oxen', 'e'],
  ['foot', 'feet'],
  ['goose', 'geese'],
  ['man', 'men'],
  ['human', 'humans'],
  ['louse', 'lice', 'e'],
  ['mouse', 'mice'],
  ['tooth', 'teeth'],
  ['woman', 'women'],
  ['die', 'dice', 'e'],
  ['person', 'people'],
  ['adieu', 'adieux', '', 'adieus'],
  ['fabliau', 'fabliaux'],
  ['bureau', 'bureaus', '', 'bureaux'],
  ['criterion', 'criteria'],
  ['ganglion', 'ganglia', '', 'ganglions'],
  ['lexicon', 'lexica', '', 'lexicons'],
  ['mitochondrion', 'mitochondria', '', 'mitochondrions'],
  ['noumenon', 'noumena'],
  ['phenomenon', 'phenomena'],
  ['taxon', 'taxa'],
  ['media', 'media'],
  ['medium', 'media', 'u', 'mediums'],
  ['stadium', 'stadiums', '', 'stadia'],
  ['aquarium', 'aquaria', '', 'aquariums'],
  ['auditorium', 'auditoria', '', 'auditoriums'],
  ['symposium', 'symposia', '', 'symposiums'],
  ['curriculum', 'curriculums', '', 'curricula'],
  ['quota', 'quotas'],
  ['alumnus', 'alumni', '', 'alumnuses'],
  ['bacillus', 'bacilli'],
  ['cactus', 'cacti', '', 'cactuses'],
  ['coccus', 'cocci'],
  ['focus', 'foci', '', 'focuses'],
  ['locus', 'loci', '', 'locuses'],
  ['nucleus', 'nuclei', '', 'nucleuses'],
  ['octopus', 'octupuses', '', 'octopi'],
  ['radius', 'radii', '', 'radiuses'],
  ['syllabus', 'syllabi'],
  ['corpus', 'corpora', '', 'corpuses'],
  ['genus', 'genera'],
  ['alumna', 'alumnae'],
  ['vertebra', 'vertebrae'],
  ['differentia', 'differentiae'],
  ['minutia', 'minutiae'],
  ['vita', 'vitae'],
  ['larva', 'larvae'],
  ['postcava', 'postcavae'],
  ['praecava', 'praecavae'],
  ['uva', 'uvae'],
  ['apex', 'apices', '', 'apexes'],
  ['codex', 'codices', '', 'codexes'],
  ['index', 'indices', '', 'indexes'],
  ['latex', 'latices', '', 'latexes'],
  ['vertex', 'vertices', '', 'vertexes'],
  ['vortex', 'vortices', '', 'vortexes'],
  ['appendix', 'appendices', '', 'appendixes'],
  ['radix', 'radices', '', 'radixes'],
  ['helix', 'helices', '', 'helixes'],
  ['axis', 'axes', 'e'],
  ['crisis', 'crises'],
  ['ellipsis', 'ellipses', 'u'],
  ['genesis', 'geneses'],
  ['oasis', 'oases'],
  ['thesis', 'theses'],
  ['testis', 'testes'],
  ['base', 'bases'],
  ['basis', 'bases', 'u'],
  ['alias', 'aliases', 'e'],
  ['vedalia', 'vedalias'],
  ['use', 'uses', 'e'],
  ['abuse', 'abuses'],
  ['cause', 'causes'],
  ['clause', 'clauses'],
  ['cruse', 'cruses'],
  ['excuse', 'excuses'],
  ['fuse', 'fuses'],
  ['house', 'houses'],
  ['misuse', 'misuses'],
  ['muse', 'muses'],
  ['pause', 'pauses'],
  ['ache', 'aches'],
  ['topaz', 'topazes'],
  ['buffalo', 'buffaloes', '', 'buffalos'],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['equipment', '', 'c'],
  ['information', '', 'c'],
  ['jeans', '', 'c'],
  ['money', '', 'c'],
  ['news', '', 'c'],
  ['rice', '', 'c'],
  ['dwarf', 'dwarfs', '', 'dwarves'],
  ['hoof', 'hoofs', '', 'hooves'],
  ['thief', 'thieves'],
  ['chive', 'chives'],
  ['hive', 'hives'],
  ['move', 'moves'],
  ['movie', 'movies'],
  ['cookie', 'cookies'],
  ['pretorium', 'pretoriums'],
  ['agenda', 'agendas'],
  ['formula', 'formulas', '', 'formulae'],
  ['shoe', 'shoes'],
  ['toe', 'toes', 'e'],
  ['graffiti', 'graffiti'],
  ['ID', 'IDs', 'e'],
];

// flect's singular → plural suffix list, in its order
const SUFFIXES: [string, string][] = [
  ['tive', 'tives'],
  ['eaf', 'eaves'],
  ['oaf', 'oaves'],
  ['afe', 'aves'],
  ['arf', 'arves'],
  ['rfe', 'rves'],
  ['rf', 'rves'],
  ['lf', 'lves'],
  ['fe', 'ves'],
  ['ay', 'ays'],
  ['ey', 'eys'],
  ['oy', 'oys'],
  ['quy', 'quies'],
  ['uy', 'uys'],
  ['y', 'ies'],
  ['eau', 'eaux'],
  ['bula', 'bulae'],
  ['dula', 'bulae'],
  ['lula', 'bulae'],
  ['nula', 'bulae'],
  ['vula', 'bulae'],
  ['hedron', 'hedra'],
  ['ium', 'ia'],
  ['seum', 'seums'],
  ['eum', 'ea'],
  ['oum', 'oa'],
  ['stracum', 'straca'],
  ['dum', 'da'],
  ['elum', 'ela'],
  ['ilum', 'ila'],
  ['olum', 'ola'],
  ['ulum', 'ula'],
  ['llum', 'lla'],
  ['ylum', 'yla'],
  ['imum', 'ima'],
  ['ernum', 'erna'],
  ['gnum', 'gna'],
  ['brum', 'bra'],
  ['crum', 'cra'],
  ['terum', 'tera'],
  ['serum', 'sera'],
  ['trum', 'tra'],
  ['antum', 'anta'],
  ['atum', 'ata'],
  ['entum', 'enta'],
  ['etum', 'eta'],
  ['itum', 'ita'],
  ['otum', 'ota'],
  ['utum', 'uta'],
  ['ctum', 'cta'],
  ['ovum', 'ova'],
  ['trix', 'trices'],
  ['iasis', 'iases'],
  ['mesis', 'meses'],
  ['kinesis', 'kineses'],
  ['resis', 'reses'],
  ['gnosis', 'gnoses'],
  ['opsis', 'opses'],
  ['ysis', 'yses'],
  ['ouse', 'ouses'],
  ['lause', 'lauses'],
  ['us', 'uses'],
  ['ch', 'ches'],
  ['io', 'ios'],
  ['sh', 'shes'],
  ['ss', 'sses'],
  ['ez', 'ezzes'],
  ['iz', 'izzes'],
  ['tz', 'tzes'],
  ['zz', 'zzes'],
  ['ano', 'anos'],
  ['lo', 'los'],
  ['to', 'tos'],
  ['oo', 'oos'],
  ['o', 'oes'],
  ['x', 'xes'],
  ['S', 'Ses'],
];

const ACRONYMS = new Set(
  (
    'OK UTF8 HTML JSON JWT ID UUID SQL ACK ACL ADSL AES ANSI API ARP ATM BGP BSS CCITT CHAP CIDR CIR CLI CPE CPU CRC CRT CSMA CMOS ' +
    'DCE DEC DES DHCP DNS DRAM DSL DSLAM DTE DMI EHA EIA EIGRP EOF ESS FCC FCS FDDI FTP GBIC GEPOF HDLC HTTP HTTPS IANA ICMP IDF IDS ' +
    'IEEE IETF IMAP IP IPS ISDN ISP LACP LAN LAPB LAPF LLC MAC MC MDF MIB MPLS MTU NAC NAT NBMA NIC NRZ NRZI NVRAM OSI OSPF OUI PAP ' +
    'PAT PC PIM PCM PDU POP3 POTS PPP PPTP PTT PVST RAM RARP RFC RIP RLL ROM RSTP RTP RCP SDLC SFD SFP SLARP SLIP SMTP SNA SNAP SNMP ' +
    'SOF SRAM SSH SSID STP SYN TDM TFTP TIA TOFU UDP URL URI USB UTP VC VLAN VLSM VPN W3C WAN WEP WPA WWW'
  ).split(' '),
);

interface Rule {
  suffix: string;
  repl: string | null; // null: leave the word as it is
}

const singleToPlural = new Map<string, string>();
const pluralToSingle = new Set<string>();
const rules: Rule[] = [];

(function init() {
  for (const [singular, pluralRaw, flags = '', alt] of DICTIONARY) {
    const plural = flags.includes('c') ? singular : pluralRaw;
    singleToPlural.set(singular, plural);
    if (!flags.includes('u')) {
      pluralToSingle.add(plural);
      if (alt) pluralToSingle.add(alt);
    }
  }
  // flect inserts each rule at the front (with a no-op rule for its replacement before it):
  // the suffix list from last to first, then the dictionary's non-exact words in order.
  const insert = (suffix: string, repl: string) => {
    rules.unshift({ suffix, repl });
    rules.unshift({ suffix: repl, repl: null });
  };
  for (let i = SUFFIXES.length - 1; i >= 0; i--) insert(SUFFIXES[i]![0], SUFFIXES[i]![1]);
  for (const [singular, pluralRaw, flags = ''] of DICTIONARY) {
    if (flags.includes('e')) continue;
    insert(singular, flags.includes('c') ? singular : pluralRaw);
  }
})();

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
const isLetterOrDigit = (c: string) => /[\p{L}\p{Nd}\p{P}`]/u.test(c);
const SPACES = ['_', ' ', ':', '-', '/'];
const isSpace = (c: string) => SPACES.includes(c) || /\s/u.test(c);

function trimParts(s: string): string {
  s = s.trim();
  for (const x of SPACES) {
    while (s.startsWith(x)) s = s.slice(x.length);
    while (s.endsWith(x)) s = s.slice(0, -x.length);
  }
  return ACRONYMS.has(s.toUpperCase()) ? s.toUpperCase() : s;
}

/** flect's Ident parts of an identifier. */
export function identParts(s: string): string[] {
  const parts: string[] = [];
  const push = (x: string) => {
    const t = trimParts(x);
    if (t !== '') parts.push(t);
  };
  s = s.trim();
  if (s === '') return parts;
  if (ACRONYMS.has(s.toUpperCase())) return [s.toUpperCase()];
  let prev = '';
  let x = '';
  for (const c of s) {
    if (isSpace(c)) {
      push(x);
      x = c;
      prev = c;
      continue;
    }
    if (isUpper(c) && !isUpper(prev)) {
      push(x);
      x = c;
      prev = c;
      continue;
    }
    if (isUpper(c) && ACRONYMS.has(x.toUpperCase())) {
      push(x);
      x = c;
      prev = c;
      continue;
    }
    if (isLetterOrDigit(c)) {
      prev = c;
      x += c;
      continue;
    }
    push(x);
    x = '';
    prev = c;
  }
  push(x);
  return parts;
}

function capitalize(s: string): string {
  if (s === '') return s;
  const first = String.fromCodePoint(s.codePointAt(0)!);
  return first.toUpperCase() + s.slice(first.length);
}

function replaceSuffix(original: string, suffix: string, repl: string): string {
  return (original.endsWith(suffix) ? original.slice(0, original.length - suffix.length) : original) + repl;
}

/** flect.Pluralize. */
export function pluralize(original: string): string {
  const parts = identParts(original);
  const s = parts[parts.length - 1] ?? '';
  if (s === '') return '';
  const whole = singleToPlural.get(original);
  if (whole !== undefined) return replaceSuffix(original, original, whole);
  if (pluralToSingle.has(original)) return original;
  const ls = s.toLowerCase();
  if (pluralToSingle.has(ls)) return original;
  let p = singleToPlural.get(ls);
  if (p !== undefined) {
    if (s === capitalize(s)) p = capitalize(p);
    return replaceSuffix(original, s, p);
  }
  for (const r of rules) {
    if (s.endsWith(r.suffix)) return replaceSuffix(original, s, r.repl === null ? s : s.slice(0, s.length - r.suffix.length) + r.repl);
  }
  if (ls.endsWith('s')) return original;
  return original + 's';
}
