import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import {
  deviceForInstaller,
  editableDevices,
  installerView,
  reissueToken,
  saveDevice,
  tokensFor,
} from './device.service.ts';
import * as s from './device.schemas.ts';

/** PAYG devices and their OpenPAYGO tokens (docs/tokens.md). */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Device/SaveDevice',
    {
      config: s.installers,
      schema: {
        tags: s.tags,
        summary:
          'Enter (or correct) a financed system’s PAYG device: serial number, starting code, secret key (32 hex); an engineer only on their own job and before any token; staff replace it',
        body: s.saveDeviceBody,
        response: { 200: s.savedDeviceResponse },
      },
    },
    async (request) => {
      const { quoteId, ...input } = request.body;
      const { device, replaced } = await saveDevice(app.deps, requireAuth(request).user, quoteId, {
        ...input,
        startingCode: String(input.startingCode),
      });
      return {
        status: true as const,
        message: replaced ? 'The device is replaced.' : 'The device is saved.',
        data: installerView(device),
      };
    },
  );

  app.get(
    '/Device/GetDevice',
    {
      config: s.installers,
      schema: {
        tags: s.tags,
        summary: 'The quote’s device with its secrets masked, and every token issued (null when none is entered)',
        querystring: s.quoteQuery,
        response: { 200: s.deviceResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Device',
      ...(await deviceForInstaller(app.deps, requireAuth(request).user, request.query.quoteId)),
    }),
  );

  app.get(
    '/Device/GetMyEditable',
    {
      config: s.installers,
      schema: {
        tags: s.tags,
        summary: 'The signed-in engineer’s financed systems whose device they may still enter or correct (quote ids)',
        response: { 200: envelope({ data: z.array(z.number().int()) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Devices the engineer may enter',
      data: await editableDevices(app.deps, requireAuth(request).user),
    }),
  );

  await app.register(tokenRoutes);
};

/** The tokens: read by the customer (and their agent, and staff); re-issued by staff. */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Device/GetTokens',
    {
      config: s.readers,
      schema: {
        tags: s.tags,
        summary: 'The tokens of the quote’s device, newest first, each with the payment that bought it',
        querystring: s.quoteQuery,
        response: { 200: s.tokensResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Tokens',
      data: await tokensFor(app.deps, requireAuth(request).user, request.query.quoteId),
    }),
  );

  app.post(
    '/Device/ReissueToken',
    {
      config: s.staff,
      schema: {
        tags: s.tags,
        summary: 'Re-issue the current token: what the latest payment bought, as a fresh token at the next count',
        body: s.reissueBody,
        response: { 200: s.reissuedResponse },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const token = await reissueToken(app.deps, user, request.body.quoteId);
      return {
        status: true as const,
        message: 'A new token is issued and sent to the customer.',
        data: {
          id: token.id,
          kind: token.kind,
          days: token.days,
          token: token.token,
          count: token.count,
          paymentReference: null,
          paymentAmount: null,
          issuedBy: `${user.firstname} ${user.lastname}`,
          createdAt: token.created_at.toISOString(),
        },
      };
    },
  );
};
