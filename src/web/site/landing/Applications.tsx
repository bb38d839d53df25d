import * as icon from '../../ui/iconPaths.ts';
import { FeatureCard } from '../FeatureCard.tsx';
import * as p from '../Page.css.ts';

const applications = [
  {
    icon: icon.headset,
    title: 'Customer support',
  },
  {
    icon: icon.book,
    title: 'Internal knowledge base',
  },
  {
    icon: icon.cart,
    title: 'Sales and product advice',
  },
  {
    icon: icon.chart,
    title: 'Management reporting',
  },
  {
    icon: icon.server,
    title: 'Platform operations',
  },
  {
    icon: icon.users,
    title: 'Training and education',
  },
];

export function Applications() {
  return (
    <section className={p.band} aria-labelledby="applications-title">
      <div className={p.inner}>
        <div className={p.sectionHead}>
          <h2 id="applications-title" className={p.sectionTitle}>
            Where teams use AI Platform
          </h2>
        </div>
        <ul className={p.grid}>
          {applications.map((a) => (
            <FeatureCard key={a.title} icon={a.icon} title={a.title} />
          ))}
        </ul>
      </div>
    </section>
  );
}
