import { lazy } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageFrame } from './PageFrame.tsx';
import { publicRoutes } from './site/publicRoutes.tsx';

const ProfilePage = lazy(() => import('./site/ProfilePage.tsx'));
const DashboardApp = lazy(() => import('./dashboard/DashboardApp.tsx'));
const DevopsApp = lazy(() => import('./devops/DevopsApp.tsx'));
const InsightsApp = lazy(() => import('./insights/InsightsApp.tsx'));
const NotFoundPage = lazy(() => import('./site/NotFoundPage.tsx'));
const ChatRoute = lazy(() => import('./chat/ChatPage.tsx'));

/** The consoles and the framed chat window bring their own chrome; the public header and footer stay out. */
const CONSOLE_PATH = /^\/(dashboard|devops-console|data-insights-console|chat)(\/|$)/;

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageFrame chrome={!CONSOLE_PATH.test(location)}>
      <Switch>
        {publicRoutes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route path="/profile" component={ProfilePage} />
        <Route path="/dashboard" nest component={DashboardApp} />
        <Route path="/devops-console" nest component={DevopsApp} />
        <Route path="/data-insights-console" nest component={InsightsApp} />
        <Route path="/chat/:appId" component={ChatRoute} />
        <Route component={NotFoundPage} />
      </Switch>
    </PageFrame>
  );
}
