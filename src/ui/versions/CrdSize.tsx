// The CRD's size as JSON and the Kubernetes size limits it exceeds (CrdReport.size): the
// apiserver's 3 MiB request body, etcd's default 1.5 MiB request, client-side apply's 256 KiB
// last-applied annotation.
import type { CrdReport } from '../../engine/api';
import { useT } from '../i18n';

function human(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

export function CrdSize({ crd }: { crd: CrdReport }) {
  const t = useT();
  if (!crd.size) return null;
  const { jsonBytes, exceeds } = crd.size;
  return (
    <p className="crd-size" data-bytes={jsonBytes} data-exceeds={exceeds.join(' ')}>
      {t('versions.size', { size: human(jsonBytes) })}
      {' · '}
      {exceeds.length === 0 ? (
        <span className="size-ok">{t('versions.size.ok')}</span>
      ) : (
        exceeds.map((limit, i) => (
          <span key={limit} className={`size-limit ${limit === 'apiserver-request-body' ? 'error' : 'warning'}`}>
            {i > 0 ? '; ' : ''}
            {t(`versions.size.${limit}`)}
          </span>
        ))
      )}
    </p>
  );
}
