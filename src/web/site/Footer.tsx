import { Link } from 'wouter';
import { visuallyHidden } from '../ui/controls.css.ts';
import * as s from './Footer.css.ts';

const socials = [
  {
    href: 'https://github.com',
    label: 'GitHub',
    path: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  },
  {
    href: 'https://www.linkedin.com',
    label: 'LinkedIn',
    path: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-2 6h4v12H2zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z',
  },
  {
    href: 'https://x.com',
    label: 'X',
    path: 'M17.5 3h3l-6.6 7.6L21.7 21h-6.1l-4.8-6.2L5.3 21H2.3l7-8.1L1.8 3H8l4.3 5.7zm-1 16.2h1.7L7.6 4.7H5.8z',
  },
];

export function Footer() {
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div>
          <h2 className={s.heading}>AI Platform</h2>
          <p>AI-powered solutions for your business</p>
        </div>
        <nav aria-label="Company">
          <h2 className={s.heading}>Company</h2>
          <ul className={s.list}>
            <li>
              <Link href="/about" className={s.link}>
                About Us
              </Link>
            </li>
            <li>
              <Link href="/contact" className={s.link}>
                Contact
              </Link>
            </li>
            <li>
              <Link href="/careers" className={s.link}>
                Careers
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={s.heading}>Legal</h2>
          <ul className={s.list}>
            <li>
              <Link href="/terms" className={s.link}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/privacy" className={s.link}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={s.heading}>Follow us</h2>
          <div className={s.social}>
            {socials.map((x) => (
              <a key={x.label} href={x.href} className={s.link} rel="noopener noreferrer" target="_blank">
                <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path d={x.path} />
                </svg>
                <span className={visuallyHidden}>{x.label}</span>
              </a>
            ))}
          </div>
        </div>
      </div>
      <p className={s.bottom}>© 2025 AI Platform. All rights reserved.</p>
    </footer>
  );
}
