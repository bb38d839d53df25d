import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './CareersPage.css.ts';
import { CheckList } from './CheckList.tsx';
import { openRoles } from './careerRoles.ts';
import { company } from './companyContact.ts';
import * as p from './Page.css.ts';

const applyHref = (title: string) =>
  `mailto:${company.careersEmail}?subject=${encodeURIComponent(`Application: ${title}`)}`;

const benefits = [
  'Salary in the top quarter of the market for your location, plus equity',
  'Work from home, from one of our three offices, or both',
  'Five weeks of paid holiday and your local public holidays',
  'Health, dental and vision cover for you and your family',
  'A yearly learning budget of $2,000 for books, courses and conferences',
];

const steps = [
  'Send your CV, or a link to work you are proud of, to the address in the role.',
  'A 30-minute call with the hiring manager about the role and your questions.',
  'A paid, take-home exercise of at most four hours, or a review of code you already wrote.',
  'A conversation with two future teammates, then an answer within a week.',
];

export default function CareersPage() {
  usePageMeta(
    'Careers',
    'Open roles at AI Platform in engineering, design and customer success, and how to apply by email.',
  );
  return (
    <>
      <section className={p.bandHero} aria-labelledby="careers-title">
        <div className={p.innerNarrow}>
          <p className={p.eyebrow}>Careers</p>
          <h1 id="careers-title" className={p.pageTitle}>
            Build AI that people rely on
          </h1>
          <p className={p.lead}>
            We are a small team shipping a product customers use every day. You will own real parts of it from
            the first month.
          </p>
        </div>
      </section>
      <section className={p.band} aria-labelledby="roles-title">
        <div className={p.innerNarrow}>
          <h2 id="roles-title" className={p.sectionTitle}>
            Open roles
          </h2>
          <ul className={s.roles}>
            {openRoles.map((role) => (
              <li key={role.title} className={p.card}>
                <h3 className={p.cardTitle}>{role.title}</h3>
                <p className={s.meta}>
                  {role.team} · {role.location} · {role.type}
                </p>
                <p className={p.cardText}>{role.summary}</p>
                <p className={s.apply}>
                  <a href={applyHref(role.title)}>Apply by email for {role.title}</a>
                </p>
              </li>
            ))}
          </ul>
          <p>
            No role that fits? Write to <a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a>{' '}
            and tell us what you would like to work on.
          </p>
        </div>
      </section>
      <section className={p.bandAlt} aria-labelledby="benefits-title">
        <div className={`${p.inner} ${p.split}`}>
          <div>
            <h2 id="benefits-title" className={p.sectionTitle}>
              What we offer
            </h2>
            <CheckList items={benefits} />
          </div>
          <div>
            <h2 className={p.sectionTitle}>How we hire</h2>
            <ol className={s.steps}>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </>
  );
}
