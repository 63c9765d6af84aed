import { createServer, get, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections, serverTimeouts } from '../../src/http/connection-guard.ts';
import { addressKey } from '../../src/services/limits/address-key.ts';

const limits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 500,
  perAddress: 3,
  total: 6,
};

let server: Server;
const sockets: Socket[] = [];

async function start(): Promise<{ port: number; warnings: object[] }> {
  const warnings: object[] = [];
  server = createServer(serverTimeouts(limits), (_req, res) => res.end('ok'));
  guardConnections(server, limits, (a) => addressKey(a), { warn: (obj) => warnings.push(obj) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, warnings };
}

/** A connection from `localAddress` that sends nothing unless told to. */
function idle(port: number, localAddress: string): Socket {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  // Read whatever comes (a 408), so that the end of the connection is seen.
  socket.resume();
  sockets.push(socket);
  return socket;
}

const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed || socket.readableEnded) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const connected = (socket: Socket) => new Promise((resolve) => socket.once('connect', resolve));

function served(port: number, localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', localAddress, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('guardConnections', () => {
  it('closes the newest connection past the cap of one address; others are served', async () => {
    const { port, warnings } = await start();
    const held = [idle(port, '127.0.0.2'), idle(port, '127.0.0.2'), idle(port, '127.0.0.2')];
    await Promise.all(held.map(connected));
    const newest = idle(port, '127.0.0.2');
    expect(await closedWithin(newest, 200)).toBe(true);
    expect(await served(port, '127.0.0.3')).toBe('ok');
    expect(warnings).toEqual([expect.objectContaining({ address: '127.0.0.2', reason: 'per-address' })]);
  });

  it('closes connections past the total; the process keeps serving once they go', async () => {
    const { port } = await start();
    const held = ['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'].map((a) =>
      idle(port, a),
    );
    await Promise.all(held.map(connected));
    const newest = idle(port, '127.0.0.10');
    expect(await closedWithin(newest, 200)).toBe(true);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await served(port, '127.0.0.10')).toBe('ok');
  });

  it('closes a connection whose headers never arrive, after the headers timeout', async () => {
    const { port } = await start();
    const slow = idle(port, '127.0.0.11');
    await connected(slow);
    slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const silent = idle(port, '127.0.0.12');
    await connected(silent);
    expect(await closedWithin(slow, 3_000)).toBe(true);
    expect(await closedWithin(silent, 3_000)).toBe(true);
  });

  it('logs an error of the server (EMFILE on accept) instead of throwing it', async () => {
    const { warnings } = await start();
    const error = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' });
    expect(() => server.emit('error', error)).not.toThrow();
    expect(() => server.emit('error', error)).not.toThrow();
    expect(warnings).toEqual([expect.objectContaining({ resource: true, times: 1 })]);
  });
});
