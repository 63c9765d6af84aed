import { createRequire } from 'node:module';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitRule } from '../../repositories/rate-limit-store.ts';
import { retryAfterSeconds } from './limit-counter.ts';

/** The part of rate-limiter-flexible's MemoryStorage used here (the store behind RateLimiterMemory). */
interface MemoryStorage {
  incrby(key: string, points: number, durationSeconds: number): RateLimiterRes;
}

// RateLimiterMemory answers every spend with a promise; its storage answers synchronously, which
// keeps the request hook a callback with no promise per request (docs/architecture.md §3.2). The
// class is the library's own (lib/component/MemoryStorage); test/services/limits/memory-windows.test.ts
// fails if an upgrade moves or changes it.
const require = createRequire(import.meta.url);
const MemoryStorageClass =
  require('rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js') as new () => MemoryStorage;

/**
 * Fixed windows per key in this process's memory, answered synchronously: `spend` returns 0 within
 * the limit, else the seconds to wait. Same algorithm as RateLimiterMemory: the window starts at the
 * key's first spend and a record is dropped when its window ends.
 */
export class MemoryWindows {
  private storage = new MemoryStorageClass();

  constructor(
    private readonly name: string,
    private readonly rule: LimitRule,
  ) {}

  spend(key: string, points: number): number {
    const result = this.storage.incrby(`${this.name}:${key}`, points, this.rule.durationSeconds);
    return result.consumedPoints > this.rule.points ? retryAfterSeconds(result.msBeforeNext) : 0;
  }

  /** Forgets every count (tests). */
  clear(): void {
    this.storage = new MemoryStorageClass();
  }
}
