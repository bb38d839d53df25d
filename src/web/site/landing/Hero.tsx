import { Link } from 'wouter';
import { button } from '../../ui/controls.css.ts';
import * as p from '../Page.css.ts';
import { HeroCarousel } from './HeroCarousel.tsx';

export function Hero() {
  return (
    <section className={p.bandHero} aria-labelledby="hero-title">
      <div className={`${p.inner} ${p.split}`}>
        <div>
          <p className={p.eyebrow}>AI Platform</p>
          <h1 id="hero-title" className={p.pageTitle}>
            AI-powered solutions for your business
          </h1>
          <p className={p.lead}>
            Build chat agents from your own documents, get reports from your databases by describing them, and
            run your infrastructure from one console.
          </p>
          <div className={p.actions}>
            <Link href="/try-for-free" className={button.primary}>
              Start your free trial
            </Link>
            <Link href="/contact" className={button.secondary}>
              Book a demo
            </Link>
          </div>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}
