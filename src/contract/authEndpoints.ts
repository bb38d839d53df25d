import { z } from 'zod';
import {
  changePasswordBody,
  loginBody,
  logoutBody,
  profileSchema,
  profileUpdateBody,
  refreshBody,
  registerBody,
  tokenGrantSchema,
} from './auth.ts';
import { endpoints } from './endpoint.ts';

const profileResult = z.object({ result: profileSchema });

export const authEndpoints = endpoints('Auth', {
  register: {
    method: 'post',
    path: '/uc/register',
    summary: 'Create an account',
    public: true,
    body: registerBody,
    data: profileSchema,
  },
  login: {
    method: 'post',
    path: '/uc/login',
    summary: 'Sign in; returns a JWT and a refresh token',
    public: true,
    body: loginBody,
    data: tokenGrantSchema,
  },
  profile: { method: 'get', path: '/uc/profile', summary: 'The signed-in user', data: profileResult },
  updateProfile: {
    method: 'put',
    path: '/uc/profile',
    summary: 'Update profile fields',
    body: profileUpdateBody,
    data: profileResult,
  },
  changePassword: {
    method: 'post',
    path: '/auth/change-password',
    summary: 'Change password; signs out other sessions',
    body: changePasswordBody,
    data: z.null(),
  },
  refresh: {
    method: 'post',
    path: '/auth/refresh',
    summary: 'Trade a refresh token for new tokens',
    public: true,
    body: refreshBody,
    data: tokenGrantSchema,
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
    summary: 'Revoke a refresh token',
    body: logoutBody,
    data: z.null(),
  },
});
