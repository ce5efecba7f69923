// Pins apimachinery util/duration duration_test.go (TestHumanDuration, TestHumanDurationBoundaries,
// TestShortHumanDurationBoundaries; Go's 1ns steps are 1ms here) and metav1.Time
// UnmarshalQueryParameter (RFC 3339) as the date printer column uses it.
import { describe, expect, it } from 'vitest';
import { humanDuration, parseMetaTime, shortHumanDuration } from '../../../src/engine/printers/duration';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const Y = 365 * D;

const human: [number, string][] = [
  // TestHumanDuration
  [S, '1s'],
  [70 * S, '70s'],
  [190 * S, '3m10s'],
  [70 * M, '70m'],
  [47 * H, '47h'],
  [49 * H, '2d1h'],
  [(8 * 24 + 2) * H, '8d'],
  [367 * D, '367d'],
  [(365 * 2 * 24 + 25) * H, '2y1d'],
  [(365 * 8 * 24 + 2) * H, '8y'],
  // TestHumanDurationBoundaries
  [-2 * S, '<invalid>'],
  [-2 * S + 1, '0s'],
  [0, '0s'],
  [S - 1, '0s'],
  [2 * M - 1, '119s'],
  [2 * M, '2m'],
  [2 * M + S, '2m1s'],
  [10 * M - 1, '9m59s'],
  [10 * M, '10m'],
  [10 * M + S, '10m'],
  [3 * H - 1, '179m'],
  [3 * H, '3h'],
  [3 * H + M, '3h1m'],
  [8 * H - 1, '7h59m'],
  [8 * H, '8h'],
  [8 * H + 59 * M, '8h'],
  [2 * D - 1, '47h'],
  [2 * D, '2d'],
  [2 * D + H, '2d1h'],
  [8 * D - 1, '7d23h'],
  [8 * D, '8d'],
  [8 * D + 23 * H, '8d'],
  [2 * Y - 1, '729d'],
  [2 * Y, '2y'],
  [2 * Y + 23 * H + 59 * M, '2y'],
  [2 * Y + D - 1, '2y'],
  [2 * Y + D, '2y1d'],
  [3 * Y, '3y'],
  [7 * Y, '7y'],
  [8 * Y - 1, '7y364d'],
  [8 * Y, '8y'],
  [8 * Y + 364 * D, '8y'],
  [9 * Y, '9y'],
];

describe('humanDuration: duration.HumanDuration', () => {
  it.each(human)('%d ms -> %s', (ms, want) => expect(humanDuration(ms)).toBe(want));
});

const short: [number, string][] = [
  [-2 * S, '<invalid>'],
  [-2 * S + 1, '0s'],
  [0, '0s'],
  [S - 1, '0s'],
  [S, '1s'],
  [2 * S - 1, '1s'],
  [M - 1, '59s'],
  [M, '1m'],
  [2 * M - 1, '1m'],
  [H - 1, '59m'],
  [H, '1h'],
  [2 * H - 1, '1h'],
  [D - 1, '23h'],
  [D, '1d'],
  [2 * D - 1, '1d'],
  [Y - 1, '364d'],
  [Y, '1y'],
  [2 * Y - 1, '1y'],
  [2 * Y, '2y'],
];

describe('shortHumanDuration: duration.ShortHumanDuration', () => {
  it.each(short)('%d ms -> %s', (ms, want) => expect(shortHumanDuration(ms)).toBe(want));
});

const times: [string, string, ReturnType<typeof parseMetaTime>][] = [
  ['empty string is the zero time', '', { zero: true }],
  ['"null" is the zero time (older clients)', 'null', { zero: true }],
  ['UTC', '2024-02-29T12:00:00Z', { zero: false, ms: Date.UTC(2024, 1, 29, 12) }],
  ['offset', '2024-03-01T01:30:00+02:00', { zero: false, ms: Date.UTC(2024, 1, 29, 23, 30) }],
  ['fractional seconds', '2024-03-01T00:00:00.250Z', { zero: false, ms: Date.UTC(2024, 2, 1, 0, 0, 0, 250) }],
  ['fractional seconds after a comma', '2024-03-01T00:00:00,5Z', { zero: false, ms: Date.UTC(2024, 2, 1, 0, 0, 0, 500) }],
  ['Go zero time', '0001-01-01T00:00:00Z', { zero: true }],
  ['date only is not RFC 3339', '2024-03-01', null],
  ['no zone is not RFC 3339', '2024-03-01T00:00:00', null],
  ['day out of range', '2023-02-29T00:00:00Z', null],
  ['hour out of range', '2024-03-01T24:00:00Z', null],
  ['second 60 is out of range', '2024-03-01T00:00:60Z', null],
  ['lower-case t', '2024-03-01t00:00:00Z', null],
  ['not a timestamp', 'yesterday', null],
];

describe('parseMetaTime: metav1.Time.UnmarshalQueryParameter', () => {
  it.each(times)('%s: %s', (_name, s, want) => expect(parseMetaTime(s)).toEqual(want));
});
