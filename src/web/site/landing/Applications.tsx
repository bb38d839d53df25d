import * as icon from '../../ui/iconPaths.ts';
import { FeatureCard } from '../FeatureCard.tsx';
import * as p from '../Page.css.ts';

const applications = [
  {
    icon: icon.headset,
    title: 'Customer support',
    text: 'An agent on your site answers from your help articles and hands over what it does not know.',
  },
  {
    icon: icon.book,
    title: 'Internal knowledge base',
    text: 'Staff ask in plain words and get the passage from the handbook, policy or wiki page, with its source.',
  },
  {
    icon: icon.cart,
    title: 'Sales and product advice',
    text: 'Visitors compare plans and products with answers drawn from your own catalogue and price lists.',
  },
  {
    icon: icon.chart,
    title: 'Management reporting',
    text: 'Describe the chart you need and get a report page built from a live query of your database.',
  },
  {
    icon: icon.server,
    title: 'Platform operations',
    text: 'Hosts, firewall rules, containers and pipelines in one console, with a terminal a click away.',
  },
  {
    icon: icon.users,
    title: 'Training and education',
    text: "Course material becomes an assistant that answers learners' questions at any hour.",
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
            <FeatureCard key={a.title} icon={a.icon} title={a.title}>
              {a.text}
            </FeatureCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
