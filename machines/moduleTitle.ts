import { dataLimits, type InsightModule } from '../src/contract/dataInsights.ts';

/** The title of a module added by hand, until its reading or the user names it. */
export const NEW_MODULE_TITLE = 'New module';

/** A title from the planner's reading: 'Total sales per region, highest first.' → 'Total sales per region, highest first'. */
export function titleFromInterpretation(interpretation: string): string {
  const text = interpretation.trim().replace(/\.+$/, '');
  const title = text.charAt(0).toUpperCase() + text.slice(1);
  if (title.length <= dataLimits.moduleTitle) return title;
  const cut = title.slice(0, dataLimits.moduleTitle - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

type Titled = Pick<InsightModule, 'title' | 'description' | 'interpretation'>;

/**
 * Whether the user named the module: its title is none of those given for them, which are
 * 'New module', the description itself (a generated layout's titles) and the last reading.
 */
export function hasTypedTitle(module: Titled): boolean {
  const title = module.title.trim();
  if (!title || title === NEW_MODULE_TITLE) return false;
  if (title.toLowerCase() === module.description.trim().toLowerCase()) return false;
  return !(module.interpretation && title === titleFromInterpretation(module.interpretation));
}

/** The title a module gets when the user has not typed one: from its reading, else 'New module'. */
export const givenTitle = (module: Titled) =>
  module.interpretation ? titleFromInterpretation(module.interpretation) : NEW_MODULE_TITLE;
