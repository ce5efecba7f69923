// Pruned and Defaulted: for each object, the object after the step as YAML with the
// removed (−) or added (+) lines marked, and the field paths the step touched.
import { useMemo } from 'react';
import type { CheckResult, ObjectReport } from '../../engine/api';
import { stepView, type StepId, type StepView } from '../../state/steps';
import { useT } from '../i18n';
import { DiffLines } from '../versions/DiffLines';

function ObjectStep({ report, step }: { report: ObjectReport; step: StepId }) {
  const t = useT();
  const view = useMemo(() => stepView(report, step), [report, step]);
  const heading = t('objects.heading', { kind: report.kind || '?', name: report.name || t('objects.unnamed') });
  return (
    <section className="object-step" aria-label={heading}>
      <h3>
        {heading} <span className="where">{t('problems.doc', { n: report.docIndex + 1 })}</span>
      </h3>
      {!view.available ? (
        <p className="empty">{t('objects.notServed')}</p>
      ) : (
        <>
          <p className="paths">
            {view.paths.length === 0 ? (
              t(step === 'pruned' ? 'pruned.nothing' : 'defaulted.nothing')
            ) : (
              <>
                {step === 'defaulted' && view.version ? t('defaulted.requestFields', { version: view.version }) : t(step === 'pruned' ? 'pruned.fields' : 'defaulted.fields')}:{' '}
                {view.paths.map((p) => (
                  <code key={p} className={step === 'pruned' ? 'path removed' : 'path added'}>
                    {p}
                  </code>
                ))}
              </>
            )}
          </p>
          <DiffLines lines={view.lines} label={t(step === 'pruned' ? 'pruned.view' : 'defaulted.view')} />
          {view.storage ? <StorageReadBack storage={view.storage} /> : null}
        </>
      )}
    </section>
  );
}

/** The read-back from storage: defaults of the storage version, which the response carries. */
function StorageReadBack({ storage }: { storage: NonNullable<StepView['storage']> }) {
  const t = useT();
  return (
    <div className="storage-read" data-storage-version={storage.version}>
      <h4>{t('defaulted.storageHeading', { version: storage.version })}</h4>
      <p className="paths">
        {storage.paths.length === 0 ? (
          t('defaulted.storageNothing', { version: storage.version })
        ) : (
          <>
            {t('defaulted.storageFields', { version: storage.version })}:{' '}
            {storage.paths.map((p) => (
              <code key={p} className="path added">
                {p}
              </code>
            ))}
          </>
        )}
      </p>
      <DiffLines lines={storage.lines} label={t('defaulted.storageView', { version: storage.version })} />
    </div>
  );
}

function StepPanel({ result, step }: { result: CheckResult; step: StepId }) {
  const t = useT();
  if (result.objects.length === 0) return <p className="empty">{t('objects.none')}</p>;
  return (
    <>
      {result.objects.map((o) => (
        <ObjectStep key={`${o.source}/${o.docIndex}`} report={o} step={step} />
      ))}
    </>
  );
}

export function PrunedPanel({ result }: { result: CheckResult }) {
  return <StepPanel result={result} step="pruned" />;
}

export function DefaultedPanel({ result }: { result: CheckResult }) {
  return <StepPanel result={result} step="defaulted" />;
}
