import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { Icon } from '../ui/Icon.tsx';
import * as s from './DataInsightsSection.css.ts';
import { aiPoweredAreas, dataInsightsTagline, platformFeatures } from './dataInsightsContent.ts';
import { FeatureCard } from './FeatureCard.tsx';
import * as p from './Page.css.ts';

interface DataInsightsSectionProps {
  /** 1 on the product page, where 'Data Insights' is the page title; 2 on the landing page. */
  level: 1 | 2;
  /** The description of each platform feature, by name. */
  featureText: Record<string, string>;
  /** The description of each 'AI-Powered' card, by area. */
  areaText: Record<string, string>;
}

/** The Data Insights section of spec §2: heading, tagline, Explore, Platform Features and the AI-Powered cards. */
export function DataInsightsSection({ level, featureText, areaText }: DataInsightsSectionProps) {
  const Title = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h2' | 'h3';
  const Item = `h${level + 2}` as 'h3' | 'h4';
  return (
    <section className={level === 1 ? p.bandHero : p.bandAlt} aria-labelledby="data-insights-title">
      <div className={p.inner}>
        <div className={s.intro}>
          <div>
            <p className={p.eyebrow}>Product</p>
            <Title id="data-insights-title" className={level === 1 ? p.pageTitle : p.sectionTitle}>
              Data Insights
            </Title>
            <p className={p.lead}>{dataInsightsTagline}</p>
            <div className={p.actions}>
              <Link href="/data-insights-console" className={button.primary}>
                Explore
              </Link>
            </div>
          </div>
          <div className={s.featuresBox}>
            <Sub className={s.featuresTitle}>Platform Features</Sub>
            <ul className={s.featureList}>
              {platformFeatures.map((f) => (
                <li key={f.name} className={s.feature}>
                  <span className={p.iconBadge}>
                    <Icon path={f.icon} />
                  </span>
                  <div>
                    <Item className={s.featureName}>{f.name}</Item>
                    <p className={p.cardText}>{featureText[f.name]}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Sub className={s.casesTitle}>What teams build with it</Sub>
        <ul className={p.gridDense}>
          {aiPoweredAreas.map((area) => (
            <FeatureCard
              key={area.name}
              icon={area.icon}
              title={`AI-Powered ${area.name}`}
              level={level === 1 ? 3 : 4}
            >
              {areaText[area.name]}
            </FeatureCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
