import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { CheckList } from './CheckList.tsx';
import { DataInsightsSection } from './DataInsightsSection.tsx';
import { areaDetails, featureDetails } from './dataInsightsDetails.ts';
import reportCharts from './illustrations/reportCharts.svg';
import * as p from './Page.css.ts';
import * as s from './ProductPage.css.ts';

const steps = [
  {
    title: 'Connect',
    text: 'Add a PostgreSQL, MySQL, SQL Server or MongoDB connection to a project and test it before saving.',
  },
  {
    title: 'Make Index',
    text: 'One click catalogues tables, columns, types, keys and sample values so questions can be matched to data.',
  },
  {
    title: 'Describe',
    text: 'Generate an initial layout, then describe each module in your own words and choose its type.',
  },
  {
    title: 'Save',
    text: 'Save Dashboard generates every module not generated yet and stores the page for the whole project.',
  },
];

const moduleTypes = ['Chart', 'Table', 'KPI', 'Text', 'Pie', 'Line'];
const chartKinds = ['Bar', 'Line', 'Pie', 'Area', 'Scatter', 'Radar', 'Radial bar', 'Treemap', 'Funnel'];

const safeguards = [
  'Queries run read-only, with a statement time limit and a row limit.',
  'Connection passwords are encrypted before they are stored.',
  'Each project and its connections are visible only to the account that owns them.',
  'Use a database user that can only read, and the console cannot change your data even by mistake.',
];

export default function DataInsightsProductPage() {
  usePageMeta(
    'Data Insights',
    'A modern Data Insights tool platform based on AI: connect your databases, describe the report you need and get charts, tables and KPIs.',
  );
  return (
    <>
      <DataInsightsSection level={1} featureText={featureDetails} areaText={areaDetails} />
      <section className={p.band} aria-labelledby="insights-steps-title">
        <div className={p.inner}>
          <h2 id="insights-steps-title" className={`${p.sectionTitle} ${p.sectionHead}`}>
            From database to report page in four steps
          </h2>
          <ol className={s.steps}>
            {steps.map((step, i) => (
              <li key={step.title} className={p.card}>
                <p className={p.eyebrow}>Step {i + 1}</p>
                <h3 className={p.cardTitle}>{step.title}</h3>
                <p className={p.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={p.bandAlt} aria-labelledby="insights-modules-title">
        <div className={`${p.inner} ${p.split}`}>
          <div>
            <h2 id="insights-modules-title" className={p.sectionTitle}>
              Modules for every kind of answer
            </h2>
            <p className={p.lead}>Each module on a page has its own description, data source and type.</p>
            <h3>Module types</h3>
            <ul className={s.moduleTypes}>
              {moduleTypes.map((type) => (
                <li key={type} className={s.chip}>
                  {type}
                </li>
              ))}
            </ul>
            <h3 className={s.chartsTitle}>Chart kinds</h3>
            <ul className={s.moduleTypes}>
              {chartKinds.map((kind) => (
                <li key={kind} className={s.chip}>
                  {kind}
                </li>
              ))}
            </ul>
          </div>
          <img
            className={s.illustration}
            src={reportCharts}
            alt="A report page with three key figures, a bar chart and a pie chart."
            width={640}
            height={400}
          />
        </div>
      </section>
      <section className={p.band} aria-labelledby="insights-safety-title">
        <div className={p.innerNarrow}>
          <h2 id="insights-safety-title" className={p.sectionTitle}>
            Safe by design
          </h2>
          <CheckList items={safeguards} />
          <div className={`${p.actions} ${s.after}`}>
            <Link href="/data-insights-console" className={button.primary}>
              Open the console
            </Link>
            <Link href="/contact" className={button.secondary}>
              Ask about your database
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
