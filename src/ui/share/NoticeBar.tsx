// A message above the editors (opened link, broken link, state file) with "restore previous work".
import { usePlayground, usePlaygroundStore } from '../context';
import { useT, type MessageKey } from '../i18n';

export function NoticeBar() {
  const t = useT();
  const store = usePlaygroundStore();
  const notice = usePlayground((s) => s.notice);
  if (!notice) return null;
  return (
    <div className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{t(notice.key as MessageKey, notice.params)}</span>
      {notice.restore ? (
        <button type="button" onClick={() => store.getState().load(notice.restore!, null)}>
          {t('notice.restore')}
        </button>
      ) : null}
      <button type="button" onClick={() => store.getState().setNotice(null)}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
