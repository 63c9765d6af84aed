import type { Db } from '../db/database.ts';
import { type AlertRepository, createAlertRepository } from '../repositories/alert-repository.ts';
import { createSettingsRepository } from '../repositories/settings-repository.ts';
import type { CprService } from './cpr/cpr-service.ts';
import { createCprServices } from './cpr/cpr-services.ts';
import { createDiscordAlerts } from './discord/discord-alerts.ts';
import { createWebhookClient } from './discord/webhook-client.ts';
import type { IctService } from './ict/ict-service.ts';
import { createIctServices } from './ict/ict-services.ts';
import type { LiquidityService } from './liquidity/liquidity-service.ts';
import { createLiquidityServices } from './liquidity/liquidity-services.ts';
import { createSettingsService } from './settings-service.ts';
import type { VolumeService } from './volume/volume-service.ts';
import { createVolumeServices } from './volume/volume-services.ts';

export interface WorkerServices {
  cpr: CprService;
  ict: IctService;
  liquidity: LiquidityService;
  volume: VolumeService;
  alertStore: Pick<AlertRepository, 'deleteBefore'>;
}

/**
 * The computations of a worker process (its job context): one settings reader (read fresh per run)
 * and one set of Discord alerts (scan summaries, new ICT trades) shared by the CPR and ICT services.
 */
export function createWorkerServices(
  db: Db,
  source: string,
  marketNow: () => number,
  report?: (message: string, error?: unknown) => void,
): WorkerServices {
  const now = () => new Date();
  const settings = createSettingsService({ repository: createSettingsRepository(db), now, report });
  const alerts = createDiscordAlerts({ settings, client: createWebhookClient(), now });
  const common = { db, source, marketNow, now, settings, alerts };
  return {
    cpr: createCprServices(common).cpr,
    ict: createIctServices(common).ict,
    liquidity: createLiquidityServices(common).liquidity,
    volume: createVolumeServices(common).volume,
    alertStore: createAlertRepository(db),
  };
}
