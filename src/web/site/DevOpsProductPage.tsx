import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { activity } from '../ui/iconPaths.ts';
import * as ops from '../ui/operationsIconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { CheckList } from './CheckList.tsx';
import { FeatureCard } from './FeatureCard.tsx';
import serverPipeline from './illustrations/serverPipeline.svg';
import * as p from './Page.css.ts';
import * as s from './ProductPage.css.ts';

const aiFeatures = [
  {
    icon: activity,
    title: 'AI-Assisted Monitoring',
    text: 'Memory, CPU, network and disk I/O for every host over the last 10 minutes, hour or day, with each host marked Online, Offline or Maintenance.',
  },
  {
    icon: ops.firewall,
    title: 'Intelligent Firewall Rules',
    text: 'Allow or deny TCP, UDP, ICMP or any traffic by port and source address or CIDR range, with a description on every rule so reviews are quick.',
  },
  {
    icon: ops.route,
    title: 'Smart Port Forwarding',
    text: 'Map external ports to internal addresses and ports per host, and see every mapping of a machine on one screen.',
  },
  {
    icon: ops.container,
    title: 'Automated Container Lifecycle',
    text: 'Run, start, stop and restart Docker containers, check their images and port mappings, and read their logs without an SSH session.',
  },
  {
    icon: ops.pipeline,
    title: 'AI-Driven Pipelines',
    text: 'See every pipeline’s status, last run and duration at a glance, and start a new run with one click when a fix is ready.',
  },
  {
    icon: ops.terminal,
    title: 'Instant Terminal Access',
    text: 'Open a terminal to any host from its detail page when a shell is the fastest way to an answer.',
  },
];

const workflow = [
  'See a host turn Offline in the host list and open its details.',
  'Check its statistics for the last 10 minutes to find the spike.',
  'Restart the failing container or adjust a firewall rule from the same page.',
  'Re-run the deployment pipeline and watch it return to Success.',
];

export default function DevOpsProductPage() {
  usePageMeta(
    'DevOps',
    'The AI Platform DevOps console: host monitoring, firewall and port forwarding, containers, pipelines and a browser terminal in one place.',
  );
  return (
    <>
      <section className={p.bandHero} aria-labelledby="devops-title">
        <div className={`${p.inner} ${p.split}`}>
          <div>
            <p className={p.eyebrow}>Product</p>
            <h1 id="devops-title" className={p.pageTitle}>
              DevOps
            </h1>
            <p className={p.lead}>
              Hosts, firewall rules, port forwarding, containers and release pipelines in one console, so the
              person on call sees the whole picture and fixes it from the same screen.
            </p>
            <p className={p.note}>
              <strong>Simulation — data stays in this browser.</strong> The console runs on sample hosts,
              rules, containers and pipelines kept in your browser's storage; it reaches no real machine.
            </p>
            <div className={p.actions}>
              <Link href="/devops-console" className={button.primary}>
                Get Started
              </Link>
              <Link href="/contact" className={button.secondary}>
                Talk to an engineer
              </Link>
            </div>
          </div>
          <img
            className={s.illustration}
            src={serverPipeline}
            alt="A list of servers with status lights next to a build, test and deploy pipeline."
            width={640}
            height={400}
          />
        </div>
      </section>
      <section className={p.band} aria-labelledby="devops-features-title">
        <div className={p.inner}>
          <div className={p.sectionHead}>
            <h2 id="devops-features-title" className={p.sectionTitle}>
              AI features for everyday operations
            </h2>
            <p className={p.lead}>
              Everything a small platform team reaches for during a normal week, and during a bad night.
            </p>
          </div>
          <ul className={p.grid}>
            {aiFeatures.map((f) => (
              <FeatureCard key={f.title} icon={f.icon} title={f.title}>
                {f.text}
              </FeatureCard>
            ))}
          </ul>
        </div>
      </section>
      <section className={p.bandAlt} aria-labelledby="devops-workflow-title">
        <div className={p.innerNarrow}>
          <h2 id="devops-workflow-title" className={p.sectionTitle}>
            From alert to fix without switching tools
          </h2>
          <CheckList items={workflow} />
        </div>
      </section>
    </>
  );
}
