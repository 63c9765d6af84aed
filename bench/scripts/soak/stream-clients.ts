import { type ClientRequest, request } from 'node:http';

/** One `{module, data_time}` event as a client received it. */
export interface Received {
  key: string;
  /** performance.now() at receipt. */
  at: number;
  /** Receipt order across all clients (a client receives A before B, so A's first receipt is earlier). */
  seq: number;
}

let received = 0;

/** One SSE client of `GET stream/`: what it received and when it was not connected. */
export interface StreamClient {
  id: number;
  /** The local address it connects from (127.0.0.x). */
  address: string;
  events: Received[];
  /** Connections that answered 200 (each opens with a sync event). */
  connects: number;
  syncs: number;
  /** Answers other than 200 (a 503 past a stream cap) and connection errors. */
  refusals: string[];
  /** [lost, reconnected] in performance.now() ms; an open gap ends at Infinity. */
  gaps: [number, number][];
}

/**
 * `count` clients of `GET /api/v1/stream/`, client i connecting from 127.0.0.(2 + i % addresses), so
 * the server's default per-address stream cap (20) holds while 200 clients are open. A client whose
 * connection ends or is refused reconnects after 1 s. Returns the clients and `close`.
 */
export function openStreamClients(
  port: number,
  count: number,
  addresses: number,
): { clients: StreamClient[]; close: () => void } {
  let closing = false;
  const requests = new Set<ClientRequest>();
  const connect = (client: StreamClient) => {
    let lost = false;
    const onLost = (why?: string) => {
      if (lost || closing) return;
      lost = true;
      if (why) client.refusals.push(why);
      if (client.connects > 0 && client.gaps.at(-1)?.[1] !== Number.POSITIVE_INFINITY)
        client.gaps.push([performance.now(), Number.POSITIVE_INFINITY]);
      setTimeout(() => connect(client), 1000);
    };
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/stream/',
      localAddress: client.address,
      headers: { accept: 'text/event-stream' },
      agent: false,
    });
    requests.add(req);
    req.on('close', () => requests.delete(req));
    req.on('error', (error) => onLost(error.message));
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        onLost(`HTTP ${res.statusCode}`);
        return;
      }
      client.connects++;
      const gap = client.gaps.at(-1);
      if (gap && gap[1] === Number.POSITIVE_INFINITY) gap[1] = performance.now();
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          receive(client, buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('close', () => onLost());
    });
    req.end();
  };
  const clients = Array.from({ length: count }, (_, id) => ({
    id,
    address: `127.0.0.${2 + (id % addresses)}`,
    events: [],
    connects: 0,
    syncs: 0,
    refusals: [],
    gaps: [],
  }));
  for (const client of clients) connect(client);
  return {
    clients,
    close: () => {
      closing = true;
      for (const req of requests) req.destroy();
    },
  };
}

/** One server-sent event block: its `data:` lines as JSON (comments and `retry:` are skipped). */
function receive(client: StreamClient, block: string) {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  if (!data) return;
  const event = JSON.parse(data) as { type?: string; module?: string; data_time?: string };
  if (event.type === 'sync') client.syncs++;
  else
    client.events.push({ key: `${event.module}@${event.data_time}`, at: performance.now(), seq: received++ });
}
