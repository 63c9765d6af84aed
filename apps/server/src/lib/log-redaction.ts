/**
 * What the logs must never carry (docs/reliability.md "Logs"): tokens, password hashes, passwords,
 * webhook URLs and other URL paths that can hold a secret. `redactSecrets` removes them from any text
 * that is about to be logged (error messages, stacks, reasons).
 */

const patterns: [RegExp, string | ((...groups: string[]) => string)][] = [
  // JWTs (the access and refresh tokens): three base64url parts, the first a JSON object.
  [/eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g, '[token]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [token]'],
  // PHC-style password hashes: $argon2id$…, $2b$…, $scrypt$….
  [/\$(?:argon2(?:id|i|d)|2[abxy]?|scrypt|pbkdf2[-a-z0-9]*)\$[\w+/=.$-]+(?:,[\w+/=.$-]+)*/gi, '[hash]'],
  // `password: …`, `"password_hash":"…"`, `new_password=…` and the like.
  [
    /((?:"|')?[a-z_]*(?:password|passwd|secret)[a-z_]*(?:"|')?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;)}\]]+)/gi,
    (_all, key) => `${key}"[redacted]"`,
  ],
  // Any URL keeps its scheme and host only: a webhook's secret is its path (Discord's
  // /api/webhooks/<id>/<token>, and any other configured webhook), a token may sit in a query.
  [
    /\b([a-z][a-z0-9+.-]*):\/\/(?:[^\s/?#@"'`<>]*@)?([^\s/?#"'`<>]+)[/?#][^\s"'`<>)\]}]*/gi,
    (_all, scheme, host) => `${scheme}://${host}/[redacted]`,
  ],
];

/** `text` without tokens, password hashes, password values and URL paths. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of patterns)
    out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  return out;
}

const SENSITIVE_QUERY_KEY = /token|ticket|secret|password|key|sig|code|auth/i;

/** A request url as logged: path kept, the values of query keys that may hold a secret replaced. */
export function redactRequestUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SENSITIVE_QUERY_KEY.test(key) ? `${key}=[redacted]` : redactSecrets(pair);
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
