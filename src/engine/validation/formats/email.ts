// The "email" format: strfmt.IsEmail = net/mail.ParseAddress(s) succeeds with a non-empty
// address. A parser for the subset of RFC 5322 that Go's net/mail accepts: addr-spec,
// name-addr ("Name <a@b>"), quoted strings, comments and a single-address group.

class AddrParser {
  /** Read position in `src`: the parser never copies the remaining input (linear time). */
  pos = 0;
  constructor(readonly src: string) {}

  empty(): boolean {
    return this.pos >= this.src.length;
  }
  peek(): string {
    return this.src[this.pos];
  }
  consume(c: string): boolean {
    if (this.empty() || this.src[this.pos] !== c) return false;
    this.pos++;
    return true;
  }
  skipSpace(): void {
    while (this.pos < this.src.length && (this.src[this.pos] === ' ' || this.src[this.pos] === '\t')) this.pos++;
  }

  /** Skips folding white space and (nested) comments; false on an unterminated comment. */
  skipCFWS(): boolean {
    this.skipSpace();
    for (;;) {
      if (!this.consume('(')) break;
      if (!this.skipComment()) return false;
      this.skipSpace();
    }
    return true;
  }

  skipComment(): boolean {
    let depth = 1;
    let i = this.pos;
    for (; i < this.src.length && depth > 0; i++) {
      const c = this.src[i];
      if (c === '\\') i++;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
    }
    if (depth > 0) return false;
    this.pos = i;
    return true;
  }

  /** consumeAtom(dot, permissive): a run of atext; strict atoms reject leading, trailing and double dots. */
  consumeAtom(dot: boolean, permissive: boolean): string | null {
    let i = this.pos;
    while (i < this.src.length) {
      const cp = this.src.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      if (!isAtext(ch, dot)) break;
      i += ch.length;
    }
    if (i === this.pos) return null;
    const atom = this.src.slice(this.pos, i);
    this.pos = i;
    if (!permissive && (atom.startsWith('.') || atom.includes('..') || atom.endsWith('.'))) return null;
    return atom;
  }

  consumeQuotedString(): string | null {
    const src = this.src;
    let i = this.pos + 1;
    let out = '';
    for (;;) {
      if (i >= src.length) return null;
      const ch = String.fromCodePoint(src.codePointAt(i)!);
      if (ch === '"') break;
      if (ch === '\\') {
        if (i + 1 >= src.length) return null;
        const nx = String.fromCodePoint(src.codePointAt(i + 1)!);
        if (!isVchar(nx) && !isWSP(nx)) return null;
        out += nx;
        i += 1 + nx.length;
        continue;
      }
      if (!isQtext(ch) && !isWSP(ch)) return null;
      out += ch;
      i += ch.length;
    }
    this.pos = i + 1;
    return out;
  }

  consumeDomainLiteral(): string | null {
    if (!this.consume('[')) return null;
    const end = this.src.indexOf(']', this.pos);
    if (end < 0) return null;
    const body = this.src.slice(this.pos, end);
    for (const ch of body) if (!isDtext(ch)) return null;
    this.pos = end + 1;
    return '[' + body + ']';
  }

  /** consumeAddrSpec; restores the input on failure. */
  consumeAddrSpec(): string | null {
    const orig = this.pos;
    const fail = () => {
      this.pos = orig;
      return null;
    };
    this.skipSpace();
    if (this.empty()) return fail();
    let local: string | null;
    if (this.peek() === '"') {
      local = this.consumeQuotedString();
      if (local === '') local = null;
    } else {
      local = this.consumeAtom(true, false);
    }
    if (local === null) return fail();
    if (!this.consume('@')) return fail();
    this.skipSpace();
    if (this.empty()) return fail();
    const domain = this.peek() === '[' ? this.consumeDomainLiteral() : this.consumeAtom(true, false);
    if (domain === null) return fail();
    return local + '@' + domain;
  }

  consumePhrase(): string | null {
    const words: string[] = [];
    for (;;) {
      if (words.length > 0 && !this.skipCFWS()) return null;
      this.skipSpace();
      if (this.empty()) break;
      const w = this.peek() === '"' ? this.consumeQuotedString() : this.consumeAtom(true, true);
      if (w === null) break;
      words.push(w);
    }
    if (words.length === 0) return null;
    return words.join(' ');
  }

  /** parseAddress(handleGroup): number of addresses parsed, or -1 on error. */
  parseAddress(handleGroup: boolean): number {
    this.skipSpace();
    if (this.empty()) return -1;
    if (this.consumeAddrSpec() !== null) {
      this.skipSpace();
      if (!this.empty() && this.peek() === '(') {
        this.consume('(');
        if (!this.skipComment()) return -1;
      }
      return 1;
    }
    if (this.peek() !== '<') {
      if (this.consumePhrase() === null) return -1;
    }
    this.skipSpace();
    if (handleGroup && this.consume(':')) return this.consumeGroupList();
    if (!this.consume('<')) return -1;
    if (this.consumeAddrSpec() === null) return -1;
    if (!this.consume('>')) return -1;
    return 1;
  }

  consumeGroupList(): number {
    let n = 0;
    this.skipSpace();
    if (this.consume(';')) {
      this.skipCFWS();
      return 0;
    }
    for (;;) {
      this.skipSpace();
      const k = this.parseAddress(false);
      if (k < 0) return -1;
      n += k;
      if (!this.skipCFWS()) return -1;
      if (this.consume(';')) {
        this.skipCFWS();
        break;
      }
      if (!this.consume(',')) return -1;
    }
    return n;
  }
}

function isVchar(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (c >= 0x21 && c <= 0x7e) || c > 0x7f;
}
function isWSP(ch: string): boolean {
  return ch === ' ' || ch === '\t';
}
function isAtext(ch: string, dot: boolean): boolean {
  if (ch === '.') return dot;
  if ('()<>[]:;@\\,"'.includes(ch)) return false;
  return isVchar(ch);
}
function isQtext(ch: string): boolean {
  if (ch === '\\' || ch === '"') return false;
  return isVchar(ch);
}
function isDtext(ch: string): boolean {
  if (ch === '[' || ch === ']' || ch === '\\') return false;
  return isVchar(ch);
}

/** strfmt.IsEmail */
export function isEmail(s: string): boolean {
  const p = new AddrParser(s);
  const n = p.parseAddress(true);
  if (n < 0) return false;
  if (!p.skipCFWS()) return false;
  if (!p.empty()) return false;
  return n === 1;
}
