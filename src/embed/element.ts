// <crd-playground>: shows the page's own YAML (`<pre data-crd>`, `<pre data-objects>`, optionally
// `<pre data-old>` and `<pre data-old-crd>`; `request="update|status"` for updates), or Go types
// (`<pre data-go path="api/v1/types.go">`, one block per file, `go.mod` too) with a Run button; Run (or `autorun`, once the element
// scrolls into view) puts the embedded playground in its place and sends it the texts with
// postMessage. Nothing is loaded from the playground before that. Problems are said in words in the
// element; nothing is thrown into the host page.
import { frameURL } from './frame-url';
import { pageTheme, watchPageTheme } from './theme';

const P = 'crd-playground:';
/** How long the frame may take to say it is ready before the element gives up on it. */
const READY_TIMEOUT_MS = 20_000;

type Texts = { crd?: string; objects?: string; old?: string; oldCrd?: string; [goFile: `go:${string}`]: string };

const TEXT_BLOCKS: [keyof Texts, string][] = [
  ['crd', 'data-crd'],
  ['objects', 'data-objects'],
  ['old', 'data-old'],
  ['oldCrd', 'data-old-crd'],
];

/** The text of a code block as the reader sees it, without the leading newline HTML keeps after `<pre>`. */
function blockText(el: Element): string {
  const t = el.textContent ?? '';
  return t.startsWith('\n') ? t.slice(1) : t;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export class CrdPlaygroundElement extends HTMLElement {
  static base = '';
  private bar: HTMLDivElement | null = null;
  private runButton: HTMLButtonElement | null = null;
  private status: HTMLSpanElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private observer: IntersectionObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unwatchTheme: (() => void) | null = null;
  private readonly onMessage = (e: MessageEvent) => this.receive(e);

  connectedCallback(): void {
    try {
      if (this.bar) return;
      this.bar = document.createElement('div');
      this.bar.className = 'crd-playground-bar';
      this.bar.style.cssText = 'display:flex;gap:8px;align-items:center;margin:4px 0;font:13px system-ui,sans-serif';
      const run = document.createElement('button');
      run.type = 'button';
      run.textContent = this.getAttribute('run-label') ?? 'Run in CRD Playground';
      run.addEventListener('click', () => this.run());
      this.runButton = run;
      this.status = document.createElement('span');
      this.status.setAttribute('role', 'status');
      this.bar.append(run, this.status);
      this.append(this.bar);
      if (this.hasAttribute('autorun')) {
        if (typeof IntersectionObserver === 'function') {
          this.observer = new IntersectionObserver((entries) => {
            if (entries.some((x) => x.isIntersecting)) this.run();
          });
          this.observer.observe(this);
        } else this.run();
      }
    } catch (e) {
      this.say(`The playground could not be set up: ${String(e)}`);
    }
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    this.observer = null;
    removeEventListener('message', this.onMessage);
    clearTimeout(this.timer);
    this.unwatchTheme?.();
    this.unwatchTheme = null;
  }

  /** Without a `theme` attribute the embed follows the page's theme toggle and the reader's system theme. */
  private followTheme(): void {
    const fixed = this.getAttribute('theme');
    if (fixed === 'dark' || fixed === 'light' || this.unwatchTheme) return;
    this.unwatchTheme = watchPageTheme(document, (theme) => this.post({ type: 'crd-playground:theme', theme }));
    // the page may have switched while the frame was loading
    this.post({ type: 'crd-playground:theme', theme: pageTheme(document) });
  }

  /** The texts of the element's code blocks. */
  texts(): Texts {
    const out: Texts = {};
    for (const [id, attr] of TEXT_BLOCKS) {
      const el = this.querySelector(`[${attr}]`);
      if (el) out[id] = blockText(el);
    }
    // Go types: every `<pre data-go path="…">` is a file of Go mode (a block without a path is types.go)
    for (const el of this.querySelectorAll('[data-go]')) out[`go:${el.getAttribute('path') || el.getAttribute('data-go') || 'types.go'}`] = blockText(el);
    return out;
  }

  private say(message: string): void {
    if (this.status) this.status.textContent = message;
    this.setAttribute('data-state', 'error');
  }

  private codeBlocks(): HTMLElement[] {
    return [...this.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c !== this.bar && c !== this.frame);
  }

  /** Replaces the code blocks with the embedded playground (once). */
  run(): void {
    try {
      this.observer?.disconnect();
      this.observer = null;
      if (this.frame) return;
      const example = this.getAttribute('example');
      const texts = this.texts();
      const hasGo = Object.keys(texts).some((k) => k.startsWith('go:'));
      if (!example && !hasGo && !texts.crd?.trim() && !texts.objects?.trim()) {
        this.say('Nothing to run: add a <pre data-crd> block (or <pre data-go path="…"> blocks with Go types, and <pre data-objects>) or an example="…" attribute.');
        return;
      }
      // `playground="https://…/crd-playground/"`: the playground to use when embed.js is served elsewhere
      const base = new URL(this.getAttribute('playground') || CrdPlaygroundElement.base || document.baseURI, document.baseURI).href;
      const src = frameURL(base, location.origin, {
        tab: this.getAttribute('tab'),
        kubeVersion: this.getAttribute('kube-version'),
        example,
        readOnly: this.hasAttribute('readonly'),
        lang: this.getAttribute('lang'),
        theme: this.getAttribute('theme') === 'dark' || this.getAttribute('theme') === 'light' ? (this.getAttribute('theme') as 'light' | 'dark') : pageTheme(document),
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = this.getAttribute('title') || 'CRD Playground';
      frame.style.cssText = 'display:block;width:100%;border:1px solid rgba(127,127,127,.35);border-radius:6px;height:' + (this.offsetHeight || 320) + 'px';
      this.frame = frame;
      addEventListener('message', this.onMessage);
      const wait = Number(this.getAttribute('ready-timeout'));
      this.timer = setTimeout(() => this.giveUp(new URL(src).origin), wait > 0 ? wait : READY_TIMEOUT_MS);
      for (const b of this.codeBlocks()) b.hidden = true;
      this.setAttribute('data-state', 'loading');
      if (this.status) this.status.textContent = 'Loading the playground…';
      // the playground takes the code's place: Run has nothing more to do (it stayed, and did nothing
      // when pressed again); a reader who pressed it from the keyboard goes on in the playground
      const hadFocus = this.runButton !== null && document.activeElement === this.runButton;
      if (this.runButton) this.runButton.hidden = true;
      this.insertBefore(frame, this.bar);
      if (hadFocus) frame.focus();
    } catch (e) {
      this.say(`The playground could not be started: ${String(e)}`);
    }
  }

  private giveUp(origin: string): void {
    removeEventListener('message', this.onMessage);
    this.frame?.remove();
    this.frame = null;
    for (const b of this.codeBlocks()) b.hidden = false;
    if (this.runButton) this.runButton.hidden = false;
    this.say(`The playground at ${origin} did not answer; the code above is unchanged.`);
  }

  private post(message: Record<string, unknown>): void {
    const w = this.frame?.contentWindow;
    if (!w || !this.frame) return;
    w.postMessage(message, new URL(this.frame.src).origin);
  }

  private receive(e: MessageEvent): void {
    try {
      if (!this.frame || e.source !== this.frame.contentWindow || e.origin !== new URL(this.frame.src).origin) return;
      const msg: unknown = e.data;
      if (!isRecord(msg) || typeof msg.type !== 'string' || !msg.type.startsWith(P)) return;
      switch (msg.type) {
        case 'crd-playground:ready': {
          clearTimeout(this.timer);
          this.setAttribute('data-state', 'ready');
          if (this.status) this.status.textContent = '';
          this.followTheme();
          if (!this.getAttribute('example')) {
            const request = this.getAttribute('request');
            const texts = this.texts();
            const options: Record<string, unknown> = request === 'update' || request === 'status' ? { request } : {};
            if (Object.keys(texts).some((k) => k.startsWith('go:'))) options.crdSource = 'go';
            this.post({ type: 'crd-playground:set', texts, ...(Object.keys(options).length ? { options } : {}) });
          }
          break;
        }
        case 'crd-playground:height':
          if (typeof msg.height === 'number' && msg.height > 0) this.frame.style.height = `${Math.ceil(msg.height) + 2}px`;
          break;
        case 'crd-playground:error':
          if (typeof msg.message === 'string') this.say(msg.message);
          break;
        case 'crd-playground:results':
          this.dispatchEvent(new CustomEvent('crd-playground:results', { detail: msg.result }));
          break;
      }
    } catch {
      // a message we cannot read is not ours to report in the host page
    }
  }
}
