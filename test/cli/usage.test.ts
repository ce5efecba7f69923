// A usage error prints its one-line message, then only the form of the command it was given to (or the forms of
// every command, a line each, when the command is unknown) and where the rest is — not the whole 60-line usage,
// which buried the message (src/cli/args.ts usageFor).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { USAGE } from '../../src/cli/args';
import { fakeIo } from './fake-io';

const HINT = "Run 'crd-playground --help' for what each command does and every option.";
const form = (command: string) => USAGE.split('\n').filter((l) => l.startsWith(`  crd-playground ${command} `));

describe('usage errors', () => {
  it.each([
    [['check', '--jobs', 'x'], 'error: --jobs must be a whole number from 1, not "x"', form('check')],
    [['check', '--kube-version', '1.99'], undefined, form('check')],
    [['batch', '--nope'], undefined, form('batch')],
    [['sample'], 'error: sample needs exactly one CRD file (or - for stdin)', form('sample')],
    [['link'], 'error: link needs at least one FILE (or - for stdin)', form('link')],
    [['generate', '--max-desc-len', 'x'], 'error: --max-desc-len must be a whole number from 0, not "x"', form('generate')],
    [['chek'], 'error: unknown command "chek"', USAGE.split('\n').filter((l) => /^  crd-playground [a-z]/.test(l))],
  ])("%j: the message, its command's form, the hint; exit 2", async (argv, message, forms) => {
    const io = fakeIo({});
    expect(await main(argv, io)).toBe(2);
    const [first, blank, ...rest] = io.err.trimEnd().split('\n');
    if (message) expect(first).toBe(message);
    else expect(first).toMatch(/^error: /);
    expect(blank).toBe('');
    expect(rest).toEqual(['Usage:', ...forms, HINT]);
    expect(io.out).toBe('');
  });

  it('no arguments and --help still print the whole usage', async () => {
    const none = fakeIo({});
    expect(await main([], none)).toBe(2);
    expect(none.err).toBe(USAGE);
    const help = fakeIo({});
    expect(await main(['--help'], help)).toBe(0);
    expect(help.out).toBe(USAGE);
  });
});
