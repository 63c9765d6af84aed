/**
 * The instruments a mock exchange lists: `count` active linear USDT perpetuals plus decoys that
 * market discovery must drop (inactive, USDC-settled, inverse, dated future). Deterministic.
 */
export type MockInstrumentKind = 'perpetual' | 'future' | 'inverse';

export interface MockInstrument {
  /** Index into the kline generator; stable per base asset. */
  index: number;
  base: string;
  quote: string;
  settle: string;
  kind: MockInstrumentKind;
  active: boolean;
  /** Base units per contract (MEXC reports volume in contracts). */
  contractSize: number;
  /** Epoch ms of the first bar; earlier windows are empty. */
  listedAt: number;
}

const knownBases = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA', 'AVAX', 'LINK', 'DOT', 'LTC'];
const dayMs = 86_400_000;

/** A base asset name for index i: real names first, then `C0001`, `C0002`… */
function mockBase(i: number): string {
  return knownBases[i] ?? `C${String(i).padStart(4, '0')}`;
}

export function mockUniverse(count: number, now: number): MockInstrument[] {
  const list: MockInstrument[] = [];
  for (let i = 0; i < count; i++) {
    // The last symbol was listed three days ago, so long backfills meet empty windows first.
    const listedAt = i === count - 1 && count > 1 ? Math.floor((now - 3 * dayMs) / dayMs) * dayMs : 0;
    const contractSize = i % 3 === 0 ? 0.001 : i % 3 === 1 ? 1 : 10;
    list.push({
      index: i,
      base: mockBase(i),
      quote: 'USDT',
      settle: 'USDT',
      kind: 'perpetual',
      active: true,
      contractSize,
      listedAt,
    });
  }
  const decoy = (base: string, patch: Partial<MockInstrument>): MockInstrument => ({
    index: 9_000 + list.length,
    base,
    quote: 'USDT',
    settle: 'USDT',
    kind: 'perpetual',
    active: true,
    contractSize: 1,
    listedAt: 0,
    ...patch,
  });
  list.push(decoy('DEAD', { active: false }));
  list.push(decoy('BTC', { quote: 'USDC', settle: 'USDC' }));
  list.push(decoy('BTC', { quote: 'USD', settle: 'BTC', kind: 'inverse' }));
  list.push(decoy('ETH', { kind: 'future' }));
  return list;
}

/** The instruments discovery must return, as display symbols. */
export function expectedDisplaySymbols(universe: MockInstrument[]): string[] {
  return universe
    .filter((m) => m.active && m.kind === 'perpetual' && m.settle === 'USDT' && m.quote === 'USDT')
    .map((m) => `${m.base}USDT`)
    .sort();
}
