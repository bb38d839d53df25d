import { Link } from 'wouter';
import { button } from '../../ui/controls.css.ts';
import * as p from '../Page.css.ts';

export function DemoCallToAction() {
  return (
    <section className={p.bandInverse} aria-labelledby="demo-title">
      <div className={p.innerNarrow}>
        <h2 id="demo-title" className={p.ctaTitle}>
          See it answer from your own documents
        </h2>
        <p className={p.ctaText}>
          In a 30-minute demo we build an agent from a few of your documents while you watch.
        </p>
        <div className={p.actions}>
          <Link href="/contact" className={button.primary}>
            Request a demo
          </Link>
        </div>
      </div>
    </section>
  );
}
