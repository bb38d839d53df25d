import { type ComponentType, StrictMode } from 'react';
import { Route, Switch } from 'wouter';
import { AuthProvider } from './AuthProvider.tsx';
import { PageFrame } from './PageFrame.tsx';
import { AppPageLoad } from './site/AppPageLoad.tsx';
import { publicRoutes } from './site/publicRoutes.tsx';

export interface ArrivalPage {
  path: string;
  /** The page's component, already loaded, so the first render adopts its HTML without suspending. */
  component: ComponentType;
}

/** The public pages alone, as their pre-rendered HTML is adopted in the browser; any other page loads the full app. */
export function PublicSite({ arrival }: { arrival?: ArrivalPage }) {
  return (
    <StrictMode>
      <AuthProvider>
        <PageFrame chrome>
          <Switch>
            {publicRoutes.map(({ path, component }) => (
              <Route
                key={path}
                path={path}
                component={path === arrival?.path ? arrival.component : component}
              />
            ))}
            <Route component={AppPageLoad} />
          </Switch>
        </PageFrame>
      </AuthProvider>
    </StrictMode>
  );
}
