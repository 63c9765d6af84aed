import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    done();
  });
}
