import { Link } from 'wouter';
import { Accordion, type AccordionItem } from '../../ui/Accordion.tsx';
import * as p from '../Page.css.ts';

const steps: AccordionItem[] = [
  {
    title: '1. Create a workspace',
    content: <p>Give your agent a name and a role, such as “the support assistant for Acme routers”.</p>,
  },
  {
    title: '2. Add what it should know',
    content: <p>Upload files, write texts, and add Q&amp;A pairs for answers that must be exact.</p>,
  },
  {
    title: '3. Check its answers',
    content: <p>Ask what your customers ask. Each answer names its sources, so gaps are easy to fix.</p>,
  },
  {
    title: '4. Embed it on your site',
    content: (
      <p>
        Copy the JavaScript or React snippet from Integration. <Link href="/help">Read the setup guide</Link>.
      </p>
    ),
  },
];

export function HowItWorks() {
  return (
    <section className={p.bandAlt} aria-labelledby="how-title">
      <div className={p.innerNarrow}>
        <div className={p.sectionHead}>
          <h2 id="how-title" className={p.sectionTitle}>
            From documents to a working agent in an afternoon
          </h2>
        </div>
        <Accordion items={steps} headingLevel={3} />
      </div>
    </section>
  );
}
