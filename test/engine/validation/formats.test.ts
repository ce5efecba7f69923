// The format registry as the apiserver configures it for custom resources:
// apiextensions-apiserver validation/formats.go (which formats survive) and kube-openapi
// strfmt (how each is validated). Samples follow kube-openapi's strfmt default_test.go
// outcomes plus Go standard-library parsing rules (net, net/url, net/mail, time).
import { describe, expect, it } from 'vitest';
import { effectiveFormat, formatCheck, knownFormats } from '../../../src/engine/validation';
import { messages, specProp } from './helpers';
import type { FormatCompatibility } from '../../../src/engine/validation';

const cases: [format: string, valid: string[], invalid: string[]][] = [
  ['bsonobjectid', ['507f1f77bcf86cd799439011', '507F1F77BCF86CD799439011'], ['507f1f77bcf86cd79943901', 'zz7f1f77bcf86cd799439011', '']],
  [
    'uri',
    ['http://somewhere.com', 'http://somewhereelse.com', '/just/a/path', 'mailto:a@b.c', 'urn:isbn:0451450523', '*', 'http://[::1]:80/x', 'http://example.com/#frag'],
    ['somewhere.com', '', ':foo', 'http://exa mple.com', 'http://example.com#frag', 'http://example.com/%zz', 'http://host:port/', 'http://ex\u0001ample.com'],
  ],
  [
    'email',
    [
      'somebody@somewhere.com',
      'blah@gmail.com',
      'test@d.verylongtoplevel',
      'email+tag@gmail.com',
      '" "@example.com',
      '"Abc\\@def"@example.com',
      '"Fred Bloggs"@example.com',
      '"Joe\\\\Blow"@example.com',
      '"Abc@def"@example.com',
      'customer/department=shipping@example.com',
      '$A12345@example.com',
      '!def!xyz%abc@example.com',
      '_somename@example.com',
      "!#$%&'*+-/=?^_`{}|~@example.com",
      "Miles.O'Brian@example.com",
      'postmaster@☁→❄→☃→☀→☺→☂→☹→✝.ws',
      'root@localhost',
      'john@com',
      'api@piston.ninja',
      'John Doe <john@example.com>',
    ],
    ['somebody@somewhere@com', 'plainaddress', '@example.com', 'a@', 'a..b@example.com', 'a@b.c, d@e.f', ''],
  ],
  [
    'hostname',
    [
      'somewhere.com',
      '888.com',
      'a.b.c.d.e.com',
      '1wwworg.example.com',
      'xn--bcher-kva.example.com',
      '☁→❄→☃→☀→☺→☂→☹→✝.ws',
      'www.example.ôlà',
      'ex$ample',
      'localhost',
      'x',
      'x-y',
      'ex=ample.com',
      '<foo>',
      'www.詹姆斯.org',
    ],
    [
      'somewhere.com!',
      'user@email.domain',
      '1.1.1.1',
      'a'.repeat(256),
      `x.y.${'a'.repeat(64)}`,
      'www.example-.org',
      'www.--example.org',
      '-www.example.org',
      'www.ex ample.org',
      '_www.example.org',
      'www.example_underscored.org',
      'www.詹姆斯.x',
      'a.b.c.d',
      'x.',
      'a.b.c.dot-',
    ],
  ],
  ['ipv4', ['192.168.254.1', '127.0.0.1', '192.168.1.01', '::ffff:1.2.3.4'], ['198.168.254.2.2', '256.1.1.1', '1.2.3', '::1', 'abc']],
  ['ipv6', ['::1', '::2', '2001:db8::1', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8'], ['127.0.0.1', '::ffff:1.2.3.04', '1::2::3', '12345::1', 'fe80::1%eth0', ':']],
  ['cidr', ['192.168.254.1/24', '192.0.2.1/24', '192.0.02.1/24', '2001:db8:a0b:12f0::1/32', '0.0.0.0/0'], ['198.168.254.2', '2001:db8:a0b:12f0::1', '1.2.3.4/33', '::1/129', '1.2.3.4/-1']],
  ['mac', ['01:02:03:04:05:06', '01-02-03-04-05-06', '0102.0304.0506', '01:02:03:04:05:06:07:08'], ['01:02:03:04:05', '01:02-03:04:05:06', '0g:02:03:04:05:06']],
  ['uuid', ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'A0EEBC999C0B4EF8BB6D6BB9BD380A11'], ['not-a-uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1']],
  ['uuid3', ['a3bb189e-8bf9-3888-9912-ace4e6543002'], ['not-a-uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11']],
  ['uuid4', ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'], ['not-a-uuid', 'a0eebc99-9c0b-4ef8-cb6d-6bb9bd380a11']],
  ['uuid5', ['886313e1-3b8a-5372-9b90-0c9aee199e5d'], ['not-a-uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11']],
  ['isbn', ['0321751043', '978-0321751041'], ['836217463', '978-0321751042']],
  ['isbn10', ['0321751043', '0-321-75104-3'], ['836217463', '978-0321751041']],
  ['isbn13', ['978-0321751041', '9780321751041'], ['978-0321751042', '0321751043']],
  ['creditcard', ['4111-1111-1111-1111', '4012-8888-8888-1881'], ['9999-9999-9999-999', '4111-1111-1111-1112']],
  ['ssn', ['111-11-1111', '999 99 9999', '111 11-1111'], ['999 99 999', '111-11-11111', '111111111']],
  ['hexcolor', ['#FFFFFF', '#000000', 'fff', '#abc'], ['#fffffffz', '#ff']],
  ['rgbcolor', ['rgb(255,255,255)', 'rgb(0,0,0)', 'rgb( 1 , 2 , 3 )'], ['rgb(300,0,0)', 'rgb(0,0)', 'rgba(0,0,0,0)']],
  ['byte', ['aGVsbG8=', 'aGVsbA==', 'aGVs'], ['ZWxpemFiZXRocG9zZXk', 'aGVsbG8', '', 'a-_b']],
  ['password', ['super secret stuff here', ''], []],
  ['date', ['2006-01-02', '2020-02-29', '0000-01-01'], ['2021-02-29', '2006-1-2', '2006-13-01', '2006-01-32', '2006-01-02T00:00:00Z', '06-01-02']],
  [
    'date-time',
    ['2014-12-15T19:30:20.000Z', '2014-12-15T19:30:20Z', '2014-12-15t19:30:20+01:00', '2014-12-15T19:30:20.123456789-07:00'],
    ['2014-12-15', '2014-12-15T24:00:00Z', '2014-12-15T19:30:20', '2014-13-15T19:30:20Z', 'T19:30:20Z', '2014-12-15T19:30:60Z'],
  ],
  ['duration', ['1s', '1h30m', '-1.5h', '0', '300ms', '2µs', '22 ns', '3 days', '1 week', '5 minutes ago'], ['1', 'abc', '', '.s', '1x']],
  ['k8s-short-name', ['a', 'my-name', '123-abc', 'a'.repeat(63)], ['', 'A', 'a.b', 'a_b', '-a', 'a-', 'a'.repeat(64)]],
  ['k8s-long-name', ['a', 'a.b', 'my-name.example.com', '0.1'], ['', 'A', 'a..b', '.a', 'a.', 'a-.b', 'a'.repeat(254)]],
];

describe('format registry (strfmt.Default as configured for CRDs)', () => {
  for (const [format, valid, invalid] of cases) {
    describe(format, () => {
      const check = formatCheck(format)!;
      it('is registered', () => expect(check).toBeTypeOf('function'));
      it.each(valid)(`accepts %j`, (s) => expect(check(s)).toBe(true));
      if (invalid.length > 0) it.each(invalid)(`rejects %j`, (s) => expect(check(s)).toBe(false));
    });
  }
});

describe('format validation through the schema (formatValidator + FormatOf)', () => {
  const rows: [name: string, format: string, value: string, want: string[]][] = [
    ['uuid failure names the schema format', 'uuid', 'x', ['spec.f: Invalid value: "x": spec.f in body must be of type uuid: "x"']],
    ['dashed spelling is kept in the message', 'date-time', 'x', ['spec.f: Invalid value: "x": spec.f in body must be of type date-time: "x"']],
    ['normalized name: uu-id is uuid', 'uu-id', 'x', ['spec.f: Invalid value: "x": spec.f in body must be of type uu-id: "x"']],
    ['quantity is supported by CRDs but not in the strfmt registry: not validated', 'quantity', 'not a quantity', []],
    ['unknown format ignored', 'my-format', 'anything', []],
    ['int32 on a string is stripped', 'int32', 'x', []],
  ];
  it.each(rows)('%s', (_n, format, value, want) => {
    expect(messages(specProp('f', { type: 'string', format }), { spec: { f: value } })).toEqual(want);
  });
});

describe('StripUnsupportedFormatsPostProcessorForVersion', () => {
  // 'typed' (1.36+): formats.go at v1.36.0 keeps int32/int64 on integers and float/double on numbers only;
  // 'legacy'/'current' (up to 1.35): the supported list decides whatever the type (formats.go at v1.35.0)
  const rows: [format: string, types: string[], compat: FormatCompatibility, want: string][] = [
    ['email', ['string'], 'legacy', 'email'],
    ['unknown-format', ['string'], 'legacy', ''],
    ['k8s-short-name', ['string'], 'current', 'k8s-short-name'],
    ['k8s-short-name', ['string'], 'legacy', ''],
    ['k8s-short-name', ['string'], 'typed', 'k8s-short-name'],
    ['k8sshortname', ['string'], 'current', 'k8sshortname'],
    ['uuid', [], 'typed', 'uuid'],
    ['uuid', [], 'legacy', 'uuid'],
    ['int32', ['integer'], 'typed', 'int32'],
    ['int32', ['integer'], 'current', ''],
    ['int32', ['integer'], 'legacy', ''],
    ['uuid', ['integer'], 'typed', ''],
    ['uuid', ['integer'], 'current', 'uuid'],
    ['float', ['number'], 'typed', 'float'],
    ['float', ['number'], 'current', ''],
    ['int64', ['number'], 'typed', ''],
    ['date', ['object'], 'typed', ''],
    ['date', ['object'], 'legacy', 'date'],
    ['int32', ['integer', 'string'], 'typed', ''],
    ['date', ['integer', 'string'], 'typed', 'date'],
    ['date', ['integer', 'string'], 'legacy', 'date'],
  ];
  it.each(rows)('%s on %j at %s → %j', (format, types, compat, want) => {
    expect(effectiveFormat(format, types, compat)).toBe(want);
  });
  it('every supported string format except quantity is in the registry (TestRegistryFormats)', () => {
    expect(knownFormats('current').sort()).toEqual([
      'bsonobjectid',
      'byte',
      'cidr',
      'creditcard',
      'date',
      'datetime',
      'duration',
      'email',
      'hexcolor',
      'hostname',
      'ipv4',
      'ipv6',
      'isbn',
      'isbn10',
      'isbn13',
      'k8slongname',
      'k8sshortname',
      'mac',
      'password',
      'rgbcolor',
      'ssn',
      'uri',
      'uuid',
      'uuid3',
      'uuid4',
      'uuid5',
    ]);
  });
});
