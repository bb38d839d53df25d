import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import * as icon from '../ui/iconPaths.ts';
import * as ops from '../ui/operationsIconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { FeatureCard } from './FeatureCard.tsx';
import * as p from './Page.css.ts';
import * as s from './ServicesPage.css.ts';

const services = [
  {
    icon: ops.rocket,
    title: 'Agent launch',
    text: 'We build your first agent with you: its role, its knowledge and a tested set of the fifty questions your customers ask most, live on your site in two weeks.',
  },
  {
    icon: icon.file,
    title: 'Knowledge preparation',
    text: 'We review your manuals, help-centre articles and policies, remove contradictions and turn the answers that must be exact into Q&A pairs.',
  },
  {
    icon: ops.database,
    title: 'Data Insights implementation',
    text: 'We connect your PostgreSQL, MySQL, SQL Server or MongoDB databases with read-only users, index them and build your first report pages.',
  },
  {
    icon: icon.server,
    title: 'DevOps onboarding',
    text: 'We bring your hosts, firewall and port-forwarding rules, containers and pipelines into the DevOps console and agree on the status conventions with your team.',
  },
  {
    icon: icon.code,
    title: 'Custom integration',
    text: 'We fit the chat widget into your site or React app, connect it to your sign-in through the auth URL, and match it to your design.',
  },
  {
    icon: icon.users,
    title: 'Training and support',
    text: 'Hands-on workshops for the people who will own your agents and reports, followed by a named contact and answers within four business hours.',
  },
];

const process = [
  {
    title: 'Discover',
    text: 'A one-hour call to agree on the goal, the content and data involved, and how we will measure success.',
  },
  {
    title: 'Build',
    text: 'We set up workspaces, connections and report pages in your account, reviewing progress with you every week.',
  },
  {
    title: 'Launch',
    text: 'We go live together, watch the first real conversations and fix gaps the same day.',
  },
  {
    title: 'Improve',
    text: 'After thirty days we review unanswered questions and report usage and plan the next round.',
  },
];

export default function ServicesPage() {
  usePageMeta(
    'Services',
    'Launch, knowledge preparation, Data Insights implementation, DevOps onboarding, integration and training services from the AI Platform team.',
  );
  return (
    <>
      <section className={p.bandHero} aria-labelledby="services-title">
        <div className={p.innerNarrow}>
          <p className={p.eyebrow}>Services</p>
          <h1 id="services-title" className={p.pageTitle}>
            Expert help from first workspace to full rollout
          </h1>
          <p className={p.lead}>
            The platform is self-service, but some teams want to go faster. Our specialists have launched
            agents, report pages and consoles for support, finance and operations teams of every size.
          </p>
        </div>
      </section>
      <section className={p.band} aria-labelledby="offer-title">
        <div className={p.inner}>
          <h2 id="offer-title" className={`${p.sectionTitle} ${p.sectionHead}`}>
            What we offer
          </h2>
          <ul className={p.grid}>
            {services.map((service) => (
              <FeatureCard key={service.title} icon={service.icon} title={service.title}>
                {service.text}
              </FeatureCard>
            ))}
          </ul>
        </div>
      </section>
      <section className={p.bandAlt} aria-labelledby="process-title">
        <div className={p.inner}>
          <h2 id="process-title" className={`${p.sectionTitle} ${p.sectionHead}`}>
            How an engagement works
          </h2>
          <ol className={s.process}>
            {process.map((step, i) => (
              <li key={step.title} className={p.card}>
                <span className={s.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={p.cardTitle}>{step.title}</h3>
                <p className={p.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={p.bandInverse} aria-labelledby="services-cta-title">
        <div className={p.innerNarrow}>
          <h2 id="services-cta-title" className={p.ctaTitle}>
            Tell us what you want to launch
          </h2>
          <p className={p.ctaText}>We reply within one business day with a plan and a fixed quote.</p>
          <Link href="/contact" className={button.primary}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
