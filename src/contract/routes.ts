/** Every path the web app answers (spec §2). The server uses it to tell a page from a Not Found. */
export const appRoutePatterns: RegExp[] = [
  /^\/$/,
  /^\/(about|contact|careers|services|signin|signup|try-for-free|privacy|terms|help|profile)$/,
  /^\/products\/(devops|data-insights)$/,
  /^\/dashboard(\/(create-workspace|agent|files|text|qna|reports|history|integration))?$/,
  /^\/devops-console(\/(hosts|pipelines)(\/[^/]+)?|\/(deployments|monitoring|settings))?$/,
  /^\/data-insights-console(\/(workbench|insights|data-source))?$/,
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
