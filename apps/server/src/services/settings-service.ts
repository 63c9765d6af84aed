import { type AdminSettings, AdminSettingsUpdate, defaultAdminSettings, webhookFields } from '@app/contracts';
import type { SettingsRepository } from '../repositories/settings-repository.ts';
import { BadRequestError } from './errors.ts';
import { readStoredSettings } from './stored-settings.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from './webhooks/webhook-address-policy.ts';

/** Called after the settings changed, with the new and the previous settings. */
export type SettingsListener = (next: AdminSettings, previous: AdminSettings) => void | Promise<void>;

/**
 * Read access to the admin settings for every module (jobs, alerts, the watchlist): one source of
 * the current numbers. Values are deeply frozen; do not keep them across runs, read them per run.
 */
export interface SettingsReader {
  /** The current settings, defaults filled (cached; see `SettingsOptions.cacheTtlMs`). */
  current(): Promise<AdminSettings>;
  /**
   * Subscribes to changes: a save in this process, or a change saved by another process and seen
   * when the cache reloads. The CPR scan and insights jobs (CPR maps) and the ICT setups job (fib,
   * PD array and score thresholds) must rerun on it. Listeners run after the save has committed;
   * their errors are reported, never thrown into the save. Returns an unsubscribe function.
   */
  onChange(listener: SettingsListener): () => void;
}

export interface SettingsService extends SettingsReader {
  /**
   * Validates and saves the full settings (all or nothing); listeners hear of it when anything changed.
   * Each webhook set or changed must also pass the address policy (services/webhooks/): https,
   * resolving to public addresses only.
   */
  save(update: AdminSettingsUpdate, updatedBy: number | null): Promise<AdminSettings>;
  /** Drops the cache so the next read loads from the database (e.g. on a cross-process notice). */
  invalidate(): void;
}

export interface SettingsOptions {
  repository: SettingsRepository;
  now: () => Date;
  /** How long a read is served from memory before reloading (other processes' saves); default 5 s. */
  cacheTtlMs?: number;
  /** Where listener failures and unreadable stored settings are reported. */
  report?: (message: string, error?: unknown) => void;
  /** The webhook address policy (default: public https only; loopback only for tests and benches). */
  webhookPolicy?: WebhookAddressPolicy;
}

/**
 * Each webhook set or changed by this save that the address policy refuses, with the reason:
 * `{webhook_daily: […]}`. One left as it was passed when it was saved and is checked again before
 * every post, so a host that stopped resolving does not block saving the other settings.
 */
async function refusedWebhooks(
  settings: AdminSettings,
  previous: AdminSettings,
  policy: WebhookAddressPolicy | undefined,
): Promise<Record<string, string[]>> {
  const checks = await Promise.all(
    webhookFields
      .filter((field) => settings[field] !== '' && settings[field] !== previous[field])
      .map(async (field) => [field, await checkWebhookUrl(settings[field], policy, field)] as const),
  );
  const errors: Record<string, string[]> = {};
  for (const [field, check] of checks) if (!check.ok) errors[field] = [check.reason];
  return errors;
}

function badRequest(errors: Record<string, string[]>): BadRequestError {
  const [field, messages] = Object.entries(errors)[0] ?? ['', ['Invalid settings.']];
  return new BadRequestError(`${field}: ${messages[0]}`, errors);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export function createSettingsService(options: SettingsOptions): SettingsService {
  const { repository, now } = options;
  const ttl = options.cacheTtlMs ?? 5000;
  const report = options.report ?? (() => undefined);
  const listeners = new Set<SettingsListener>();
  let cached: { value: AdminSettings; json: string; at: number } | undefined;
  let loading: Promise<AdminSettings> | undefined;
  let generation = 0;

  function notify(next: AdminSettings, previous: AdminSettings): void {
    for (const listener of [...listeners]) {
      try {
        const result = listener(next, previous);
        if (result instanceof Promise) result.catch((error) => report('settings listener failed', error));
      } catch (error) {
        report('settings listener failed', error);
      }
    }
  }

  /** Caches `value`; when it differs from what was cached, tells the listeners. */
  function remember(value: AdminSettings): AdminSettings {
    const frozen = deepFreeze(value);
    const json = JSON.stringify(frozen);
    const previous = cached;
    cached = { value: frozen, json, at: now().getTime() };
    if (previous && previous.json !== json) notify(frozen, previous.value);
    return frozen;
  }

  async function load(): Promise<AdminSettings> {
    const started = generation;
    const stored = await repository.read();
    const value = stored ? readStoredSettings(stored.data, report) : structuredClone(defaultAdminSettings);
    // A save that finished meanwhile is newer than what this read saw.
    if (started !== generation && cached) return cached.value;
    return remember(value);
  }

  return {
    async current() {
      if (cached && now().getTime() - cached.at < ttl) return cached.value;
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return loading;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async save(update, updatedBy) {
      const parsed = AdminSettingsUpdate.safeParse(update);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.') || 'non_field_errors';
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
        throw badRequest(errors);
      }
      // Read first (fresh), so that listeners get the settings this save replaces.
      const previous = await this.current();
      const refused = await refusedWebhooks(parsed.data, previous, options.webhookPolicy);
      if (Object.keys(refused).length > 0) throw badRequest(refused);
      await repository.write(parsed.data, updatedBy, now());
      generation += 1;
      return remember(parsed.data);
    },

    invalidate() {
      if (cached) cached = { ...cached, at: Number.NEGATIVE_INFINITY };
    },
  };
}
