import type { AlertRepository } from '../repositories/alert-repository.ts';
import type { CandleRepository } from '../repositories/candle-repository.ts';
import type { MarketSymbolRepository } from '../repositories/market-symbol-repository.ts';
import type { PositioningRepository } from '../repositories/positioning-repository.ts';
import type { TaskRepository } from '../repositories/task-repository.ts';
import type { CprService } from '../services/cpr/cpr-service.ts';
import type { IctService } from '../services/ict/ict-service.ts';
import type { LiquidityService } from '../services/liquidity/liquidity-service.ts';
import type { MarketCapService } from '../services/market/market-cap-service.ts';
import type { MarketIngestService } from '../services/market/market-ingest-service.ts';
import type { PositioningService } from '../services/positioning/positioning-service.ts';
import type { VolumeService } from '../services/volume/volume-service.ts';

/**
 * What a job's run may use. Later modules (CPR, insights, ICT, volume, liquidity) add their
 * repositories and services here; the runtime fills them from the composition root
 * (composition/server-root.ts, runtime/market-runtime.ts).
 */
export interface JobContext {
  /** The market's now (epoch ms): the source's clock. */
  now(): number;
  /** `candles.source` / `market_symbols.source` of the running source. */
  source: string;
  ingest: MarketIngestService;
  /** Market caps of the exchange and files sources; absent on the simulated one (it ships its caps). */
  marketCaps?: MarketCapService;
  candles: CandleRepository;
  symbols: MarketSymbolRepository;
  tasks: TaskRepository;
  /** The CPR computation (scan, insights, trend-model refit). */
  cpr: CprService;
  /** The ICT scan (setups, trades and their outcomes). */
  ict: IctService;
  /** The SniperFlow runs (session liquidity rows and their parts). */
  liquidity: LiquidityService;
  /** The volume baselines and classification. */
  volume: VolumeService;
  /** The alert tables' retention (absent in contexts built for other jobs' tests). */
  alertStore?: Pick<AlertRepository, 'deleteBefore'>;
  /** The positioning ingest of the running source (docs/positioning.md §3; absent in other jobs' test contexts). */
  positioning?: PositioningService;
  /** The positioning tables' retention (docs/positioning.md §4; absent in other jobs' test contexts). */
  positioningStore?: Pick<PositioningRepository, 'applyRetention'>;
}
