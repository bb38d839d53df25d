import type { allowedSiteListMachine } from '../../../machines/allowedSiteList.machine.ts';
import type { Workspace } from '../../contract/workspace.ts';
import { card } from '../ui/controls.css.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AllowedSitesSection } from './AllowedSitesSection.tsx';
import { apiExamples } from './apiExamples.ts';
import { CodeBlock } from './CodeBlock.tsx';
import * as s from './DashboardPage.css.ts';
import { javascriptSnippet, reactSnippet, widgetDefaults } from './embedSnippets.ts';
import { NoWorkspace } from './NoWorkspace.tsx';

/** How to put the selected agent on a website, which sites may, and how to call it over HTTP. */
export function IntegrationPage({
  workspace,
  origin,
  allowedSites,
}: {
  workspace: Workspace | null;
  origin: string;
  allowedSites: typeof allowedSiteListMachine;
}) {
  usePageMeta('Integration', 'Embed your AI agent on a website or call it over HTTP.');
  if (!workspace) return <NoWorkspace />;
  const target = { widgetUrl: `${origin}/widget.js`, appId: workspace.appId };
  return (
    <div className={s.page}>
      <h1 className={s.title}>Integration</h1>
      <section className={card} aria-labelledby="embed-title">
        <h2 id="embed-title">Embed the chat widget</h2>
        <p className={s.muted}>
          App ID: <code>{workspace.appId}</code>. The widget opens {widgetDefaults.width} wide and{' '}
          {widgetDefaults.height} high and stays open (it cannot be closed by the visitor).
        </p>
        <Tabs
          label="Embed code"
          tabs={[
            {
              label: 'Javascript',
              content: <CodeBlock label="Javascript snippet" code={javascriptSnippet(target)} />,
            },
            { label: 'React', content: <CodeBlock label="React snippet" code={reactSnippet(target)} /> },
          ]}
        />
      </section>
      <AllowedSitesSection key={workspace.id} machine={allowedSites} workspaceId={workspace.id} />
      <section className={card} aria-labelledby="api-title">
        <h2 id="api-title">API endpoints</h2>
        <p className={s.muted}>
          Calls about your agents need your access token: set it first with{' '}
          <code>export TOKEN=&lt;your access token&gt;</code> (after signing in, the API returns it from{' '}
          <code>POST {origin}/uc/login</code> as <code>data.result</code>). Chat calls are public and use the
          App ID.
        </p>
        {apiExamples(origin, workspace.id, workspace.appId).map((example) => (
          <article key={example.title} style={{ marginTop: 16 }}>
            <h3>{example.title}</h3>
            <p className={s.muted}>{example.description}</p>
            <CodeBlock label={`${example.title} command`} code={example.command} />
          </article>
        ))}
      </section>
    </div>
  );
}
