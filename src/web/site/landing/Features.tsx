import * as icon from '../../ui/iconPaths.ts';
import { FeatureCard } from '../FeatureCard.tsx';
import * as p from '../Page.css.ts';

const features = [
  {
    icon: icon.file,
    title: 'Knowledge from any file',
    text: 'PDF, Word, CSV, Markdown, HTML or plain text.',
  },
  {
    icon: icon.chat,
    title: 'Answers with sources',
    text: 'Every answer names the passages it used.',
  },
  {
    icon: icon.code,
    title: 'A widget in one snippet',
    text: 'A script tag or React component with your appId.',
  },
  {
    icon: icon.chart,
    title: 'Reports you describe',
    text: 'Ask for a page; get charts, tables and KPIs.',
  },
  {
    icon: icon.server,
    title: 'Operations in one place',
    text: 'Hosts, firewall, containers and pipelines together.',
  },
  {
    icon: icon.lock,
    title: 'Your data stays yours',
    text: 'Private workspaces; read-only report queries.',
  },
];

export function Features() {
  return (
    <section className={p.band} aria-labelledby="features-title">
      <div className={p.inner}>
        <div className={p.sectionHead}>
          <h2 id="features-title" className={p.sectionTitle}>
            Everything you need to put AI to work
          </h2>
        </div>
        <ul className={p.grid}>
          {features.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.text}
            </FeatureCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
