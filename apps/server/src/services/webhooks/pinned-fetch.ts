import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** How much of a receiver's answer is kept (Discord's error bodies are a few hundred bytes). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * A `fetch` for one webhook post that connects to `address` (the IP the SSRF check approved) whatever
 * the host resolves to by then: the url's host still goes in the Host header and TLS server name, so
 * certificates are verified as usual, but a DNS answer changed after the check cannot redirect the
 * post. Redirects are never followed: a 3xx is answered as it came, and the webhook client counts it
 * a failed delivery (discord/webhook-client.ts). The answer's body is read up to 64 KiB. Only what the
 * webhook client uses: method, headers, string body, abort signal; the answer's status, headers and
 * text.
 */
export function pinnedFetch(address: string): typeof fetch {
  const family = isIP(address) === 6 ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const body = typeof init.body === 'string' ? init.body : '';
    const headers = {
      ...(init.headers as Record<string, string>),
      'content-length': String(Buffer.byteLength(body)),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const req = send(
        url,
        { method: init.method ?? 'GET', headers, lookup, signal: init.signal ?? undefined },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size >= MAX_ANSWER_BYTES) return;
            size += chunk.length;
            chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (value !== undefined)
                responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            const status = res.statusCode ?? 502;
            const text = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES);
            resolve(
              new Response(status === 204 || status === 304 ? null : text, {
                status,
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }) as typeof fetch;
}
