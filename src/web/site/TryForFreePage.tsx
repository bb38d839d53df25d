import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { CheckList } from './CheckList.tsx';
import * as p from './Page.css.ts';
import * as s from './TryForFreePage.css.ts';

const included = [
  'Workspaces for as many agents as you want to try, each with its own role and knowledge',
  'File uploads of any type up to 50 MB each, plus free texts and Q&A pairs',
  'The chat widget for your own site, with the JavaScript and React snippets',
  'The Data Insights console: projects, database connections and AI-generated report pages',
  'The DevOps console with sample hosts and pipelines to explore every tool',
  'Email support from the team that builds the product',
];

const steps = [
  { title: 'Create your account', text: 'An email address and a password are all it takes. No credit card.' },
  { title: 'Name your first agent', text: 'The workspace wizard asks for a name, a role and a few files.' },
  { title: 'Embed it', text: 'Copy the snippet from Integration and your agent is answering on your site.' },
];

export default function TryForFreePage() {
  usePageMeta(
    'Try for Free',
    'Start a free AI Platform trial: build an agent from your own files, embed the chat widget and explore both consoles. No credit card needed.',
  );
  return (
    <>
      <section className={p.bandHero} aria-labelledby="trial-title">
        <div className={p.innerNarrow}>
          <p className={p.eyebrow}>Try for Free</p>
          <h1 id="trial-title" className={p.pageTitle}>
            Try AI Platform for free
          </h1>
          <p className={p.lead}>
            Build an agent from your own documents and put it on your website before you spend anything. No
            credit card, and everything you build stays in your account.
          </p>
          <div className={p.actions}>
            <Link href="/signup" className={button.primary}>
              Create your free account
            </Link>
            <Link href="/signin" className={button.secondary}>
              I already have an account
            </Link>
          </div>
        </div>
      </section>
      <section className={p.band} aria-labelledby="trial-included-title">
        <div className={`${p.inner} ${p.split}`}>
          <div>
            <h2 id="trial-included-title" className={p.sectionTitle}>
              What your free trial includes
            </h2>
            <CheckList items={included} />
          </div>
          <div>
            <h2 className={p.sectionTitle}>Up and running in three steps</h2>
            <ol className={s.steps}>
              {steps.map((step) => (
                <li key={step.title} className={s.step}>
                  <h3 className={p.cardTitle}>{step.title}</h3>
                  <p className={p.cardText}>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      <section className={p.bandInverse} aria-labelledby="trial-cta-title">
        <div className={p.innerNarrow}>
          <h2 id="trial-cta-title" className={p.ctaTitle}>
            Your first agent is ten minutes away
          </h2>
          <p className={p.ctaText}>
            Questions before you start?{' '}
            <Link href="/contact" className={s.inverseLink}>
              Contact us
            </Link>{' '}
            or read the{' '}
            <Link href="/help" className={s.inverseLink}>
              Help Center
            </Link>
            .
          </p>
          <Link href="/signup" className={button.primary}>
            Sign up now
          </Link>
        </div>
      </section>
    </>
  );
}
