import type { InsightModule } from '../../contract/dataInsights.ts';
import * as s from './Insights.css.ts';

/** A module's description under its title; one that only repeats the title says nothing more and is left out. */
export function ModuleDescription({ module }: { module: Pick<InsightModule, 'title' | 'description'> }) {
  const description = module.description.trim();
  if (!description || description.toLowerCase() === module.title.trim().toLowerCase()) return null;
  return <p className={s.description}>{description}</p>;
}
