/**
 * Rewrites a ccxt `urls.api` tree so that every REST URL points at `httpBase` and every websocket
 * URL at `wsBase`, keeping each URL's path (`https://fapi.binance.com/fapi/v1` →
 * `http://127.0.0.1:PORT/fapi/v1`). Hosts with `{hostname}` placeholders are replaced too.
 */
export type UrlTree = string | { [key: string]: UrlTree };

const urlPattern = /^(https?|wss?):\/\/[^/]+(.*)$/;

export function rewriteUrls(tree: UrlTree, httpBase?: string, wsBase?: string): UrlTree {
  if (typeof tree === 'string') {
    const match = urlPattern.exec(tree);
    if (match === null) return tree;
    const scheme = match[1] ?? '';
    const base = scheme.startsWith('ws') ? wsBase : httpBase;
    return base === undefined ? tree : `${base.replace(/\/$/, '')}${match[2] ?? ''}`;
  }
  const out: { [key: string]: UrlTree } = {};
  for (const [key, value] of Object.entries(tree)) out[key] = rewriteUrls(value, httpBase, wsBase);
  return out;
}
