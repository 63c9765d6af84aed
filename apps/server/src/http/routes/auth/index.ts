import {
  LoginRequest,
  Profile,
  ProfilePatchRequest,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  ScreenView,
  ScreenViewParams,
  ScreenViewPut,
  ScreenViewsResponse,
  TokenPair,
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
    async (request, reply) =>
      reply.code(201).send(await services.auth.register(request.body, request.clientAddress)),
  );

  app.post(
    '/auth/login/',
    {
      // Limited by the username tried, not the address: a flood behind one address keeps others' logins working.
      config: { minRole: 'guest', limitBy: 'username' },
      schema: {
        tags,
        summary: 'Exchange credentials for an access and a refresh token',
        body: LoginRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => services.auth.login(request.body, request.clientAddress),
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
      schema: {
        tags,
        summary: 'The signed-in user and their preferences',
        response: { 200: Profile, ...errorResponses(401) },
      },
    },
    (request) => services.profile.get(currentUser(request).id),
  );

  app.patch(
    '/auth/profile/',
    {
      config: { minRole: 'free' },
      schema: {
        tags,
        summary: "Change the signed-in user's own preferences (the time zone of every screen)",
        body: ProfilePatchRequest,
        response: { 200: Profile, ...errorResponses(400, 401) },
      },
    },
    (request) => services.profile.update(currentUser(request).id, request.body),
  );

  app.get(
    '/auth/profile/screen-views/',
    {
      config: { minRole: 'pro' },
      schema: {
        tags,
        summary: "The signed-in user's saved screener views (Pro's saved filters)",
        response: { 200: ScreenViewsResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => services.screenViews.list(currentUser(request).id),
  );

  app.put(
    '/auth/profile/screen-views/:screen/',
    {
      config: { minRole: 'pro' },
      schema: {
        tags,
        summary: "Save the signed-in user's view of one screener (an empty query resets it to the defaults)",
        params: ScreenViewParams,
        body: ScreenViewPut,
        response: { 200: ScreenView, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => services.screenViews.put(currentUser(request).id, request.params.screen, request.body.query),
  );
};
