import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A bare RFC 6455 websocket server on 127.0.0.1 (text frames, ping/pong, close), enough to stand in
 * for an exchange's public market streams without another dependency.
 */
export interface MockWsServer {
  readonly url: string;
  readonly sockets: Set<Socket>;
  send(socket: Socket, message: unknown): void;
  /** Drops every connection without a close handshake (a network failure). */
  dropAll(): void;
  close(): Promise<void>;
}

const magic = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function frame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x80 | opcode, n]) : n < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (n >= 126 && n < 65_536) {
    head.writeUInt8(0x80 | opcode, 0);
    head.writeUInt8(126, 1);
    head.writeUInt16BE(n, 2);
  } else if (n >= 65_536) {
    head.writeUInt8(0x80 | opcode, 0);
    head.writeUInt8(127, 1);
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return Buffer.concat([head, payload]);
}

/** Splits complete client frames (always masked) off `buffer`; returns the rest. */
function readFrames(buffer: Buffer, onFrame: (opcode: number, payload: Buffer) => void): Buffer {
  let rest = buffer;
  while (rest.length >= 2) {
    const opcode = (rest[0] ?? 0) & 0x0f;
    let length = (rest[1] ?? 0) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (rest.length < 4) break;
      length = rest.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (rest.length < 10) break;
      length = Number(rest.readBigUInt64BE(2));
      offset = 10;
    }
    if (rest.length < offset + 4 + length) break;
    const mask = rest.subarray(offset, offset + 4);
    const payload = Buffer.from(rest.subarray(offset + 4, offset + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    onFrame(opcode, payload);
    rest = rest.subarray(offset + 4 + length);
  }
  return rest;
}

export async function startMockWsServer(
  onMessage: (socket: Socket, message: unknown) => void,
): Promise<MockWsServer> {
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => res.writeHead(426).end());
  server.on('upgrade', (req, socket: Socket) => {
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key'] ?? ''}${magic}`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = readFrames(Buffer.concat([pending, chunk]), (opcode, payload) => {
        if (opcode === 0x1) {
          try {
            onMessage(socket, JSON.parse(payload.toString('utf8')));
          } catch {
            // not JSON: ignore, like an exchange would
          }
        } else if (opcode === 0x9) socket.write(frame(0xa, payload));
        else if (opcode === 0x8) socket.end(frame(0x8, Buffer.alloc(0)));
      });
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    sockets,
    send(socket, message) {
      if (!socket.destroyed) socket.write(frame(0x1, Buffer.from(JSON.stringify(message))));
    },
    dropAll() {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
