import { describe, expect, it } from 'vitest';
import { createStreamHub, formatEvent, formatSync } from '../../src/push/stream-hub.ts';

function fakeIntervals() {
  const active = new Map<number, () => void>();
  let next = 0;
  return {
    setInterval: (run: () => void) => {
      next += 1;
      active.set(next, run);
      return next;
    },
    clearInterval: (id: unknown) => {
      active.delete(id as number);
    },
    tick: () => {
      for (const run of [...active.values()]) run();
    },
    count: () => active.size,
  };
}

const sink = () => {
  const lines: string[] = [];
  return {
    lines,
    ended: false,
    write: (t: string) => void lines.push(t),
    end() {
      this.ended = true;
    },
  };
};

describe('stream hub', () => {
  it('formats an event as one data line of JSON', () => {
    expect(formatEvent({ module: 'cpr', data_time: '2026-03-01T00:00:00.000Z' })).toBe(
      'data: {"module":"cpr","data_time":"2026-03-01T00:00:00.000Z"}\n\n',
    );
  });

  it('sends events and heartbeats to every client; the heartbeat runs only while clients are connected', () => {
    const timers = fakeIntervals();
    const hub = createStreamHub({ heartbeatMs: 15_000, ...timers });
    expect(timers.count()).toBe(0);
    const a = sink();
    const b = sink();
    const removeA = hub.add(a);
    const removeB = hub.add(b);
    expect(timers.count()).toBe(1);
    hub.broadcast({ module: 'market', data_time: '2026-03-01T00:05:00.000Z' });
    timers.tick();
    expect(a.lines).toEqual([
      formatEvent({ module: 'market', data_time: '2026-03-01T00:05:00.000Z' }),
      ': ping\n\n',
    ]);
    expect(b.lines).toEqual(a.lines);
    removeA();
    removeA();
    expect(hub.size()).toBe(1);
    removeB();
    expect(hub.size()).toBe(0);
    expect(timers.count()).toBe(0);
  });

  it('drops a client whose write fails, and ends every client on close', () => {
    const timers = fakeIntervals();
    const hub = createStreamHub({ heartbeatMs: 15_000, ...timers });
    hub.add({
      write: () => {
        throw new Error('socket gone');
      },
      end: () => {},
    });
    const ok = sink();
    hub.add(ok);
    hub.broadcast({ module: 'ict', data_time: '2026-03-01T00:05:00.000Z' });
    expect(hub.size()).toBe(1);
    hub.close();
    expect(ok.ended).toBe(true);
    expect(hub.size()).toBe(0);
    expect(timers.count()).toBe(0);
  });

  it('remembers the newest data time broadcast per module (an older event does not move it back)', () => {
    const hub = createStreamHub({ heartbeatMs: 15_000, ...fakeIntervals() });
    expect(hub.sync()).toEqual({ type: 'sync', modules: {} });
    hub.broadcast({ module: 'market', data_time: '2026-03-01T00:05:00.000Z' });
    hub.broadcast({ module: 'market', data_time: '2026-03-01T00:00:00.000Z' });
    hub.broadcast({ module: 'cpr', data_time: '2026-03-01T00:00:00.000Z' });
    hub.broadcast({ module: 'market', data_time: '2026-03-01T00:10:00.000Z' });
    const sync = hub.sync();
    expect(sync).toEqual({
      type: 'sync',
      modules: { market: '2026-03-01T00:10:00.000Z', cpr: '2026-03-01T00:00:00.000Z' },
    });
    expect(formatSync(sync)).toBe(
      'data: {"type":"sync","modules":{"market":"2026-03-01T00:10:00.000Z","cpr":"2026-03-01T00:00:00.000Z"}}\n\n',
    );
  });

  it("sends an account event only to the user's own connections, and forgets them once closed", () => {
    const timers = fakeIntervals();
    const hub = createStreamHub({ heartbeatMs: 1000, ...timers });
    const [mine, mineToo, theirs, guest] = [sink(), sink(), sink(), sink()];
    const removeMine = hub.add(mine, 1);
    hub.add(mineToo, 1);
    hub.add(theirs, 2);
    hub.add(guest);
    const event = { type: 'account', changed_at: '2026-03-01T00:00:00.000Z' } as const;
    hub.sendToUser(1, event);
    const line = 'data: {"type":"account","changed_at":"2026-03-01T00:00:00.000Z"}\n\n';
    expect([mine.lines, mineToo.lines, theirs.lines, guest.lines]).toEqual([[line], [line], [], []]);
    removeMine();
    hub.sendToUser(1, event);
    hub.sendToUser(3, event);
    expect([mine.lines.length, mineToo.lines.length, theirs.lines.length]).toEqual([1, 2, 0]);
    // Broadcasts still reach everyone.
    hub.broadcast({ module: 'cpr', data_time: '2026-03-01T00:00:00.000Z' });
    expect([mineToo.lines.length, theirs.lines.length, guest.lines.length]).toEqual([3, 1, 1]);
  });
});
