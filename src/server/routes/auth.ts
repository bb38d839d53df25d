import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  changePasswordBody,
  loginBody,
  logoutBody,
  profileUpdateBody,
  refreshBody,
  registerBody,
} from '../../contract/auth.ts';
import { clientIp } from '../clientIp.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { AuthService } from '../services/auth.ts';

const tags = ['Auth'];

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, auth: AuthService, trustProxy: boolean) {
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/uc/register',
        tags,
        summary: 'Create an account',
        secured: false,
      }),
      request: { body: jsonBody(registerBody) },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      return ok(c, await auth.register(email, password), 'Registration successful.');
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/uc/login',
        tags,
        summary: 'Sign in; returns a JWT and a refresh token',
        secured: false,
      }),
      request: { body: jsonBody(loginBody) },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      return ok(c, await auth.login(email, password, clientIp(c, trustProxy)), 'Login successful.');
    },
  );

  app.openapi(
    createRoute(routeMeta({ method: 'get', path: '/uc/profile', tags, summary: 'The signed-in user' })),
    async (c) => ok(c, { result: await auth.profile(c.get('user').userId) }),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'put', path: '/uc/profile', tags, summary: 'Update profile fields' }),
      request: { body: jsonBody(profileUpdateBody) },
    }),
    async (c) =>
      ok(
        c,
        { result: await auth.updateProfile(c.get('user').userId, c.req.valid('json')) },
        'Profile saved.',
      ),
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/auth/change-password',
        tags,
        summary: 'Change password; signs out other sessions',
      }),
      request: { body: jsonBody(changePasswordBody) },
    }),
    async (c) => {
      const { oldPassword, newPassword } = c.req.valid('json');
      await auth.changePassword(c.get('user').userId, oldPassword, newPassword);
      return ok(c, null, 'Password changed successfully!');
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/auth/refresh',
        tags,
        summary: 'Trade a refresh token for new tokens',
        secured: false,
      }),
      request: { body: jsonBody(refreshBody) },
    }),
    async (c) => ok(c, await auth.refresh(c.req.valid('json').refreshToken)),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'post', path: '/auth/logout', tags, summary: 'Revoke a refresh token' }),
      request: { body: jsonBody(logoutBody) },
    }),
    async (c) => {
      await auth.logout(c.get('user').userId, c.req.valid('json').refreshToken);
      return ok(c, null, 'Signed out.');
    },
  );
}
