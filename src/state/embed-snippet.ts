// The HTML a documentation page pastes to embed the current work (Share menu): an iframe in
// embed mode on the chosen tab, and a listener that follows the frame's height reports.
import { escapeAttr } from './html';
export function embedURL(shareURL: string, tab: string): string {
  const u = new URL(shareURL);
  u.search = '';
  const params = new URLSearchParams();
  params.set('tab', tab);
  // `?embed` as a bare flag, then the tab
  u.search = `?embed&${params.toString()}`;
  return u.toString();
}

export function embedSnippet(shareURL: string, tab: string, title = 'CRD Playground'): string {
  const src = embedURL(shareURL, tab);
  const origin = new URL(src).origin;
  return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" style="width:100%;height:480px;border:0" loading="lazy"></iframe>
<script>
  // resize the frame to the height it reports (crd-playground:height)
  addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(origin)} || event.data?.type !== 'crd-playground:height') return;
    for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === event.source) f.style.height = event.data.height + 'px';
  });
</script>
`;
}
