/** Every path the web app answers (spec §2). The server uses it to tell a page from a Not Found. */
export const appRoutePatterns: RegExp[] = [
  /^\/$/,
  /^\/(about|contact|careers|services|signin|signup|try-for-free|privacy|terms|help|profile)$/,
  /^\/products\/(devops|data-insights)$/,
  /^\/dashboard(\/(create-workspace|agent|files|text|qna|reports|history|integration))?$/,
  /^\/devops-console(\/(hosts|pipelines)(\/[^/]+)?|\/(deployments|monitoring|settings))?$/,
  /^\/data-insights-console(\/(workbench|insights(\/[^/]+)?|data-source))?$/,
  /^\/chat\/[^/]+$/,
];

export const isAppRoute = (path: string) =>
  appRoutePatterns.some((p) => p.test(path.replace(/\/+$/, '') || '/'));

/** The public pages of spec §2 a visitor opens without an account. */
export const publicPages = [
  '/',
  '/products/devops',
  '/products/data-insights',
  '/services',
  '/about',
  '/careers',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
  '/try-for-free',
  '/signin',
  '/signup',
];

/** The workspace dashboard's pages (spec §2), each of which a signed-in user opens directly. */
export const dashboardPages = [
  '/dashboard',
  '/dashboard/create-workspace',
  '/dashboard/agent',
  '/dashboard/files',
  '/dashboard/text',
  '/dashboard/qna',
  '/dashboard/reports',
  '/dashboard/history',
  '/dashboard/integration',
];

/** The DevOps console's pages (spec §2); host 1 and pipeline 1 are in the sample data every user starts with. */
export const devopsPages = [
  '/devops-console',
  '/devops-console/hosts',
  '/devops-console/hosts/1',
  '/devops-console/pipelines',
  '/devops-console/pipelines/1',
  '/devops-console/deployments',
  '/devops-console/monitoring',
  '/devops-console/settings',
];

/** The Data Insights console's pages (spec §2); a saved page opens at /data-insights-console/insights/{pageId}. */
export const insightsPages = [
  '/data-insights-console',
  '/data-insights-console/workbench',
  '/data-insights-console/insights',
  '/data-insights-console/data-source',
];
