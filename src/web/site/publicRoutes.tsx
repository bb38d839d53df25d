import { type ComponentType, lazy } from 'react';

export interface PublicRoute {
  path: string;
  /**
   * The page's module as the build names it: the build pre-renders the page and links the files
   * that module needs (its chunk, their imports and styles) into the page's HTML.
   */
  source: string;
  /** The page's module; the public site loads the arriving page's module before adopting its HTML. */
  load: () => Promise<{ default: ComponentType }>;
  component: ComponentType;
}

const route = (path: string, source: string, load: PublicRoute['load']): PublicRoute => ({
  path,
  source,
  load,
  component: lazy(load),
});

/** The public pages (contract `publicPages`), each its own chunk, each pre-rendered at build time. */
export const publicRoutes: PublicRoute[] = [
  route('/', 'src/web/site/LandingPage.tsx', () => import('./LandingPage.tsx')),
  route('/about', 'src/web/site/AboutPage.tsx', () => import('./AboutPage.tsx')),
  route('/contact', 'src/web/site/ContactPage.tsx', () => import('./ContactPage.tsx')),
  route('/careers', 'src/web/site/CareersPage.tsx', () => import('./CareersPage.tsx')),
  route('/services', 'src/web/site/ServicesPage.tsx', () => import('./ServicesPage.tsx')),
  route('/try-for-free', 'src/web/site/TryForFreePage.tsx', () => import('./TryForFreePage.tsx')),
  route('/privacy', 'src/web/site/PrivacyPage.tsx', () => import('./PrivacyPage.tsx')),
  route('/terms', 'src/web/site/TermsPage.tsx', () => import('./TermsPage.tsx')),
  route('/products/devops', 'src/web/site/DevOpsProductPage.tsx', () => import('./DevOpsProductPage.tsx')),
  route(
    '/products/data-insights',
    'src/web/site/DataInsightsProductPage.tsx',
    () => import('./DataInsightsProductPage.tsx'),
  ),
  route('/help', 'src/web/site/HelpPage.tsx', () => import('./HelpPage.tsx')),
  route('/signin', 'src/web/site/SignInPage.tsx', () => import('./SignInPage.tsx')),
  route('/signup', 'src/web/site/SignUpPage.tsx', () => import('./SignUpPage.tsx')),
];
