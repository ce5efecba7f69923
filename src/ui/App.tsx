// The playground page: CRD and object editors side by side, results below.
import { YamlEditor } from './editor/YamlEditor';
import { Results } from './results/Results';
import { Toolbar } from './Toolbar';
import { usePresentation } from './context';
import { useT } from './i18n';

export function App() {
  const t = useT();
  const { embed, theme } = usePresentation();
  return (
    <div className={`app ${embed ? 'embed' : ''} theme-${theme}`}>
      {embed ? null : <Toolbar />}
      <main className="editors">
        <section className="pane">
          <h2>{t('editor.crd.title')}</h2>
          <YamlEditor id="crd" label={t('editor.crd')} />
        </section>
        <section className="pane">
          <h2>
            {t('editor.objects.title')} <span className="hint">{t('editor.objects.hint')}</span>
          </h2>
          <YamlEditor id="objects" label={t('editor.objects')} />
        </section>
      </main>
      <Results />
    </div>
  );
}
