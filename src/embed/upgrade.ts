// CRDPlayground.upgrade(selector): turns code blocks that Markdown generators emit into
// <crd-playground> elements. Each match wraps its YAML blocks (e.g. `<div class="crd-playground">`
// around two highlighted code blocks): the first block is the CRD, the second the objects; blocks
// may also say what they are with data-crd / data-objects / data-old / data-old-crd. The match's
// data-* options (data-tab, data-kube-version, data-example, data-autorun, data-readonly) carry over.
const OPTIONS = ['tab', 'kube-version', 'example', 'autorun', 'readonly', 'theme', 'lang', 'title'];
const ROLES = ['data-crd', 'data-objects', 'data-old', 'data-old-crd'];

/** The code blocks of a match: its `pre` elements that are not inside another one. */
function blocks(root: Element): Element[] {
  return [...root.querySelectorAll('pre')].filter((p) => !p.parentElement?.closest('pre'));
}

function upgradeElement(el: Element): Element | null {
  if (el.tagName.toLowerCase() === 'crd-playground' || el.closest('crd-playground')) return null;
  const pres = blocks(el);
  const out = document.createElement('crd-playground');
  for (const name of OPTIONS) {
    const v = el.getAttribute(`data-${name}`);
    if (v !== null) out.setAttribute(name, v);
  }
  const explicit = pres.some((p) => ROLES.some((r) => p.hasAttribute(r) || p.closest(`[${r}]`) !== null));
  pres.forEach((p, i) => {
    if (!explicit && i < 2) p.setAttribute(i === 0 ? 'data-crd' : 'data-objects', '');
    else {
      const holder = ROLES.find((r) => p.closest(`[${r}]`) !== null && !p.hasAttribute(r));
      if (holder) p.setAttribute(holder, '');
    }
  });
  // the wrapper's content moves into the element as it is: the page's own styling stays
  while (el.firstChild) out.append(el.firstChild);
  el.replaceWith(out);
  return out;
}

/** Upgrades every match of `selector` in `root`; returns the elements made. */
export function upgrade(selector = '.crd-playground', root: ParentNode = document): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll(selector)) {
    try {
      const made = upgradeElement(el);
      if (made) out.push(made);
    } catch {
      // a block that cannot be read stays as it is
    }
  }
  return out;
}
