import { Link } from 'wouter';
import { liveContactFormMachine } from '../api/contactFlow.ts';
import { Icon } from '../ui/Icon.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { ContactForm } from './ContactForm.tsx';
import * as s from './ContactPage.css.ts';
import { company } from './companyContact.ts';
import * as p from './Page.css.ts';

const pin = 'M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const phone = 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z';
const mail = 'M3 5h18v14H3zM3 6l9 7 9-7';

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Write to the AI Platform team about a demo, a question or a partnership, or reach us by phone, email or post.',
  );
  return (
    <div className={p.bandHero}>
      <div className={p.inner}>
        <div className={p.sectionHead}>
          <h1 className={p.pageTitle}>Contact Us</h1>
          <p className={p.lead}>
            Questions about a demo, pricing for your team or a technical detail? Send us a message and a
            person on our team replies within one business day.
          </p>
        </div>
        <div className={s.layout}>
          <section className={s.formCard} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm machine={liveContactFormMachine} />
          </section>
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Reach us directly</h2>
            <ul className={s.details}>
              <li className={s.detail}>
                <span className={p.iconBadge}>
                  <Icon path={pin} />
                </span>
                <div>
                  <h3 className={s.detailLabel}>Address</h3>
                  <address className={s.address}>
                    {company.legalName}
                    <br />
                    {company.street}
                    <br />
                    {company.city}
                    <br />
                    {company.country}
                  </address>
                </div>
              </li>
              <li className={s.detail}>
                <span className={p.iconBadge}>
                  <Icon path={phone} />
                </span>
                <div>
                  <h3 className={s.detailLabel}>Phone</h3>
                  <a href={company.phoneHref}>{company.phone}</a>
                  <p className={s.address}>{company.hours}</p>
                </div>
              </li>
              <li className={s.detail}>
                <span className={p.iconBadge}>
                  <Icon path={mail} />
                </span>
                <div>
                  <h3 className={s.detailLabel}>Email</h3>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </div>
              </li>
            </ul>
            <p>
              Looking for how-to answers? The <Link href="/help">Help Center</Link> covers workspaces, files,
              the widget and both consoles.
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
