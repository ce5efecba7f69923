// embed.js: the one script a documentation page loads to embed the CRD Playground. It defines
// <crd-playground> and CRDPlayground.upgrade(); no React, no Monaco, no engine: the playground
// itself loads only when a reader presses Run (see docs/embedding.md).
import { CrdPlaygroundElement } from './element';
import { upgrade } from './upgrade';

CrdPlaygroundElement.base = new URL(/* @vite-ignore */ '.', import.meta.url).href;
if (typeof customElements !== 'undefined' && !customElements.get('crd-playground')) customElements.define('crd-playground', CrdPlaygroundElement);

export const CRDPlayground = { upgrade, version: 1 };
(globalThis as { CRDPlayground?: typeof CRDPlayground }).CRDPlayground = CRDPlayground;
export { upgrade };
