import {
  LoginRequest,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  TokenPair,
  User,
} from '@app/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

export const authRoutes: ApiRoutes = async (app, { services }) => {
  const tags = ['auth'];

  app.post(
    '/auth/register/',
    {
      config: { minRole: 'guest' },
      schema: {
        tags,
        summary: 'Create a free account',
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await services.auth.register(request.body, request.ip)),
  );

  app.post(
    '/auth/login/',
    {
      config: { minRole: 'guest' },
      schema: {
        tags,
        summary: 'Exchange credentials for an access and a refresh token',
        body: LoginRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => services.auth.login(request.body, request.ip),
  );

  app.post(
    '/auth/refresh/',
    {
      config: { minRole: 'guest' },
      schema: {
        tags,
        summary: 'Rotate a refresh token into a new token pair',
        body: RefreshRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401) },
      },
    },
    (request) => services.sessions.refresh(request.body.refresh),
  );

  app.post(
    '/auth/logout/',
    {
      config: { minRole: 'guest' },
      schema: {
        tags,
        summary: 'Revoke a refresh token and its session',
        body: RefreshRequest,
        response: { 204: z.undefined(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await services.sessions.logout(request.body.refresh);
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/profile/',
    {
      config: { minRole: 'free' },
      schema: { tags, summary: 'The signed-in user', response: { 200: User, ...errorResponses(401) } },
    },
    (request) => currentUser(request),
  );
};
