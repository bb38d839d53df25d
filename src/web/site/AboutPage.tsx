import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { Icon } from '../ui/Icon.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './AboutPage.css.ts';
import * as p from './Page.css.ts';

const target =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z';
const eye = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

const team = [
  {
    name: 'Maya Chen',
    role: 'Co-founder and CEO',
    bio: 'Ran customer support operations for a travel marketplace for eight years and started AI Platform to stop answering the same question a thousand times.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder and CTO',
    bio: 'Built search and retrieval systems at two analytics companies. Leads the work on retrieval quality and the query planner behind Data Insights.',
  },
  {
    name: 'Sofia Martins',
    role: 'Head of Product',
    bio: 'Designed admin tools used by thousands of operators. Keeps the dashboard small enough to learn in an afternoon.',
  },
  {
    name: 'Arjun Mehta',
    role: 'Lead Infrastructure Engineer',
    bio: 'Spent a decade keeping fleets of Linux hosts patched and pipelines green. Owns the DevOps console and our own uptime.',
  },
  {
    name: 'Lena Fischer',
    role: 'Customer Success Lead',
    bio: 'Helps new customers turn their manuals into a first agent and checks in until its answers are right.',
  },
  {
    name: 'Tomás Rivera',
    role: 'Security and Compliance',
    bio: 'Reviews every feature that touches customer data, from encrypted connection secrets to read-only report queries.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AboutPage() {
  usePageMeta(
    'About Us',
    'The mission, vision and team behind AI Platform: practical AI for support, data and operations teams.',
  );
  return (
    <>
      <section className={p.bandHero} aria-labelledby="about-title">
        <div className={p.innerNarrow}>
          <p className={p.eyebrow}>About Us</p>
          <h1 id="about-title" className={p.pageTitle}>
            We build AI that does a day’s work
          </h1>
          <p className={p.lead}>
            AI Platform started in 2023 with a simple observation: most questions customers and colleagues ask
            are already answered somewhere in a company’s documents and databases. We make those answers
            reachable, with the source attached.
          </p>
        </div>
      </section>
      <section className={p.band} aria-label="Mission and vision">
        <div className={`${p.inner} ${s.pillars}`}>
          <article className={p.card}>
            <span className={p.iconBadge}>
              <Icon path={target} />
            </span>
            <h2 className={s.pillarTitle}>Our mission</h2>
            <p className={p.cardText}>
              Give every team an assistant that answers from their own knowledge, a report that writes itself
              from their own data, and a console that keeps their systems in view, without a machine-learning
              department to run it.
            </p>
          </article>
          <article className={p.card}>
            <span className={p.iconBadge}>
              <Icon path={eye} />
            </span>
            <h2 className={s.pillarTitle}>Our vision</h2>
            <p className={p.cardText}>
              A workplace where nobody searches five tools for an answer that already exists, where numbers
              are one question away, and where AI shows its sources so people can trust it and correct it.
            </p>
          </article>
        </div>
      </section>
      <section className={p.bandAlt} aria-labelledby="team-title">
        <div className={p.inner}>
          <div className={p.sectionHead}>
            <h2 id="team-title" className={p.sectionTitle}>
              Our team
            </h2>
            <p className={p.lead}>
              Twenty-four people across San Francisco, Lisbon and Bangalore. These are some of the people you
              will meet.
            </p>
          </div>
          <ul className={p.grid}>
            {team.map((person) => (
              <li key={person.name} className={p.card}>
                <span className={s.avatar} aria-hidden="true">
                  {initials(person.name)}
                </span>
                <h3 className={p.cardTitle}>{person.name}</h3>
                <p className={s.role}>{person.role}</p>
                <p className={p.cardText}>{person.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={p.band} aria-labelledby="join-title">
        <div className={p.innerNarrow}>
          <h2 id="join-title" className={p.sectionTitle}>
            Work with us
          </h2>
          <p className={p.lead}>We are hiring engineers, designers and customer success managers.</p>
          <div className={p.actions}>
            <Link href="/careers" className={button.primary}>
              See open roles
            </Link>
            <Link href="/contact" className={button.secondary}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
