import type { OpenAPIHono } from '@hono/zod-openapi';
import { authEndpoints as e } from '../../contract/authEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import { clientIp } from '../clientIp.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { AuthService } from '../services/auth.ts';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, auth: AuthService, trustProxy: number) {
  app.openapi(apiRoute(e.register), async (c) => {
    const { email, password } = c.req.valid('json');
    return ok(c, await auth.register(email, password, clientIp(c, trustProxy)), 'Registration successful.');
  });

  app.openapi(apiRoute(e.login), async (c) => {
    const { email, password } = c.req.valid('json');
    return ok(c, await auth.login(email, password, clientIp(c, trustProxy)), 'Login successful.');
  });

  app.openapi(apiRoute(e.profile), async (c) => ok(c, { result: await auth.profile(c.get('user').userId) }));

  app.openapi(apiRoute(e.updateProfile), async (c) =>
    ok(c, { result: await auth.updateProfile(c.get('user').userId, c.req.valid('json')) }, 'Profile saved.'),
  );

  app.openapi(apiRoute(e.changePassword), async (c) => {
    const { oldPassword, newPassword } = c.req.valid('json');
    const { userId, sid } = c.get('user');
    await auth.changePassword(userId, sid, oldPassword, newPassword);
    return ok(c, null, 'Password changed successfully!');
  });

  app.openapi(apiRoute(e.refresh), async (c) => ok(c, await auth.refresh(c.req.valid('json').refreshToken)));

  app.openapi(apiRoute(e.logout), async (c) => {
    const { userId, sid } = c.get('user');
    await auth.logout(userId, sid, c.req.valid('json').refreshToken);
    return ok(c, null, 'Signed out.');
  });
}
