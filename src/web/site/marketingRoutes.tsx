import { type ComponentType, lazy } from 'react';

/** The public marketing pages, each its own chunk. */
export const marketingRoutes: Array<{ path: string; component: ComponentType }> = [
  { path: '/', component: lazy(() => import('./LandingPage.tsx')) },
  { path: '/about', component: lazy(() => import('./AboutPage.tsx')) },
  { path: '/contact', component: lazy(() => import('./ContactPage.tsx')) },
  { path: '/careers', component: lazy(() => import('./CareersPage.tsx')) },
  { path: '/services', component: lazy(() => import('./ServicesPage.tsx')) },
  { path: '/try-for-free', component: lazy(() => import('./TryForFreePage.tsx')) },
  { path: '/privacy', component: lazy(() => import('./PrivacyPage.tsx')) },
  { path: '/terms', component: lazy(() => import('./TermsPage.tsx')) },
  { path: '/products/devops', component: lazy(() => import('./DevOpsProductPage.tsx')) },
  { path: '/products/data-insights', component: lazy(() => import('./DataInsightsProductPage.tsx')) },
  { path: '/help', component: lazy(() => import('./HelpPage.tsx')) },
];
