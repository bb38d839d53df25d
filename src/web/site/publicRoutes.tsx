import { type ComponentType, lazy } from 'react';

export interface PublicRoute {
  path: string;
  /**
   * The page's module as the build names it: the build pre-renders the page and links the files
   * that module needs (its chunk, their imports and styles) into the page's HTML.
   */
  source: string;
  component: ComponentType;
}

/** The public pages (contract `publicPages`), each its own chunk, each pre-rendered at build time. */
export const publicRoutes: PublicRoute[] = [
  { path: '/', source: 'src/web/site/LandingPage.tsx', component: lazy(() => import('./LandingPage.tsx')) },
  { path: '/about', source: 'src/web/site/AboutPage.tsx', component: lazy(() => import('./AboutPage.tsx')) },
  {
    path: '/contact',
    source: 'src/web/site/ContactPage.tsx',
    component: lazy(() => import('./ContactPage.tsx')),
  },
  {
    path: '/careers',
    source: 'src/web/site/CareersPage.tsx',
    component: lazy(() => import('./CareersPage.tsx')),
  },
  {
    path: '/services',
    source: 'src/web/site/ServicesPage.tsx',
    component: lazy(() => import('./ServicesPage.tsx')),
  },
  {
    path: '/try-for-free',
    source: 'src/web/site/TryForFreePage.tsx',
    component: lazy(() => import('./TryForFreePage.tsx')),
  },
  {
    path: '/privacy',
    source: 'src/web/site/PrivacyPage.tsx',
    component: lazy(() => import('./PrivacyPage.tsx')),
  },
  { path: '/terms', source: 'src/web/site/TermsPage.tsx', component: lazy(() => import('./TermsPage.tsx')) },
  {
    path: '/products/devops',
    source: 'src/web/site/DevOpsProductPage.tsx',
    component: lazy(() => import('./DevOpsProductPage.tsx')),
  },
  {
    path: '/products/data-insights',
    source: 'src/web/site/DataInsightsProductPage.tsx',
    component: lazy(() => import('./DataInsightsProductPage.tsx')),
  },
  { path: '/help', source: 'src/web/site/HelpPage.tsx', component: lazy(() => import('./HelpPage.tsx')) },
  {
    path: '/signin',
    source: 'src/web/site/SignInPage.tsx',
    component: lazy(() => import('./SignInPage.tsx')),
  },
  {
    path: '/signup',
    source: 'src/web/site/SignUpPage.tsx',
    component: lazy(() => import('./SignUpPage.tsx')),
  },
];
