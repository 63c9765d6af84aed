import { STREAM_TICKET_TTL_SECONDS, StreamQuery, StreamTicket } from '@app/contracts';
import { formatSync } from '../../../push/stream-hub.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

/**
 * `GET stream/`: server-sent events: first one `{type: 'sync', modules}` (contracts `StreamSync`,
 * the newest data time per module), then one `data:` line of JSON `{module, data_time}` (contracts
 * `StreamEvent`) whenever a module's results change, and a `: ping` comment every ~15 s. The
 * response is taken over from Fastify (no compression, never ends); the client is dropped from
 * the hub as soon as its connection closes. Open streams are capped per client address (`request.ip`,
 * which follows `TRUST_PROXY`) and in all: past a cap the answer is 503 `{detail}` with `Retry-After`
 * (services/stream-admission.ts); the slot is freed when the connection closes. Opened with
 * `?ticket=` (from `POST stream/ticket/`), the connection is the ticket's user's and also gets their
 * account events (contracts `StreamAccountEvent`); a bad or expired ticket is 401.
 */
export const streamRoutes: ApiRoutes = async (app, { services }) => {
  app.post(
    '/stream/ticket/',
    {
      config: { minRole: 'free' },
      schema: {
        tags: ['stream'],
        summary: 'A 60-second ticket that opens GET stream/?ticket= as the caller (their account events too)',
        response: { 200: StreamTicket, ...errorResponses(401) },
      },
    },
    async (request) => ({
      ticket: await services.sessions.streamTicket(currentUser(request).id),
      expires_in: STREAM_TICKET_TTL_SECONDS,
    }),
  );

  // Open streams never end by themselves: end them, or closing the server would wait for them.
  app.addHook('preClose', async () => services.stream.close());

  app.get(
    '/stream/',
    {
      // Exempt from the request limits: one long-lived connection, capped by the stream hub.
      config: { minRole: 'guest', cost: 0 },
      schema: {
        tags: ['stream'],
        summary: 'Live change events (text/event-stream)',
        produces: ['text/event-stream'],
        querystring: StreamQuery,
        response: errorResponses(400, 401, 503),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      const userId = ticket === undefined ? undefined : await services.sessions.streamUser(ticket);
      const release = services.streamAdmission.admit(request.ip);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n');
      // First the newest data time per module, so a reconnecting client refetches only what changed.
      res.write(formatSync(services.stream.sync()));
      const remove = services.stream.add(
        {
          write: (text) => {
            if (res.destroyed || res.writableEnded) throw new Error('stream closed');
            res.write(text);
          },
          end: () => res.end(),
        },
        userId,
      );
      const closed = () => {
        remove();
        release();
      };
      res.on('close', closed);
      request.raw.on('close', closed);
      // A client gone before the listeners were added would hold its slot for good.
      if (res.destroyed) closed();
    },
  );
};
