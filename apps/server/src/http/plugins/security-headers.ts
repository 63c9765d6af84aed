import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The one inline style the built web app adds: lightweight-charts' attribution logo (a `<style>` it
 * writes next to each chart, `attributionLogo` on by default). Allowed by its hash rather than with
 * `'unsafe-inline'`; test/http/plugins/security-headers.test.ts recomputes it from the installed
 * library, so an upgrade that changes the text fails there, not in a browser.
 */
export const CHART_LOGO_STYLE_HASH = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

/**
 * The Content-Security-Policy of every response (docs/api.md "Security headers"): everything from the
 * app's own origin, no inline or evaluated script, no plugins, no framing. `img-src` also allows
 * `data:`, for the small SVG icons Bootstrap's stylesheet embeds (select arrows, check marks).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", CHART_LOGO_STYLE_HASH],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** One year, with subdomains: sent only on requests that came over https (see below). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * `Permissions-Policy`: the app uses none of the browser's powerful features, so none is allowed to it
 * or to anything it would embed.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * `Cache-Control` of every API answer that does not set its own: tokens, profiles, admin lists and
 * every other personal answer are never stored by a browser or a proxy. Market reads that set
 * `no-cache` with an ETag (http/cached-reply.ts) keep it; a per-user one is `private`.
 */
export const API_CACHE_CONTROL = 'no-store';

const isApi = (url: string | undefined) => url !== undefined && (url === '/api' || url.startsWith('/api/'));

/** The headers' settings, shared by the plugin and the answers given before routing. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false as const, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' as const },
  frameguard: { action: 'deny' as const },
  strictTransportSecurity: false,
};

/** HSTS only on a request that came over TLS as Fastify sees it (see installSecurityHeaders). */
function addHsts(request: FastifyRequest, reply: FastifyReply): void {
  if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
}

const beforeRouting = helmet(HELMET_OPTIONS);

/**
 * The same headers for an answer Fastify gives before routing (its `frameworkErrors`, e.g. a malformed
 * URL), which runs no hook: http/plugins/errors.ts calls this before sending. No HSTS there: Fastify
 * hands that handler a plain request that ignores `trustProxy`, so its protocol cannot be told; every
 * routed answer carries HSTS, and a browser keeps it.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  beforeRouting(request.raw, reply.raw, () => undefined);
  reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (isApi(request.raw.url)) reply.raw.setHeader('cache-control', API_CACHE_CONTROL);
}

/**
 * Security headers on every response, HTML, API (cached bodies included) and static assets alike:
 * @fastify/helmet sets them in an `onRequest` hook on the raw response, so they survive `reply.send`
 * of a prebuilt buffer, `sendFile`, error and 404 answers, and the hijacked `stream/` response.
 * Register it first, so a request refused by a later `onRequest` hook carries them too.
 *
 * `Strict-Transport-Security` only on a request that arrived over TLS as Fastify sees it
 * (`request.protocol`): a TLS socket, or, behind a reverse proxy named by `TRUST_PROXY`, the proxy's
 * `X-Forwarded-Proto: https`. Over plain http it would pin a host to https that may not serve it.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    addHsts(request, reply);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // On the raw response: a route's own `reply.header('cache-control', …)` takes its place.
    if (isApi(request.raw.url)) reply.raw.setHeader('cache-control', API_CACHE_CONTROL);
    done();
  });
}
