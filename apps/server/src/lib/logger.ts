import { type DestinationStream, type LogFn, type Logger, pino } from 'pino';
import { redactRequestUrl, redactSecrets } from './log-redaction.ts';
import { safeError } from './safe-error.ts';

/** Whatever a log field holds: an error becomes its safe form, text loses its secrets. */
function safeValue(value: unknown): unknown {
  if (value instanceof Error) return safeError(value);
  if (typeof value === 'string') return redactSecrets(value);
  return value;
}

/**
 * The message of a log line: Fastify and pino write an error's own message as the line's `msg`
 * (`log.error(err)`, `log.error({err}, err.message)`), which for a database error holds its
 * parameters; it becomes the safe message, and any other text is redacted.
 */
function safeArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: first }, safeError(first).message, ...rest.map(safeValue)];
  const fields =
    first && typeof first === 'object' ? (first as { err?: unknown; error?: unknown }) : undefined;
  const error = fields?.err ?? fields?.error;
  return args.map((arg) =>
    typeof arg === 'string' && error instanceof Error && arg === error.message
      ? safeError(error).message
      : safeValue(arg),
  );
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The process's pino logger (docs/reliability.md "Logs"), also Fastify's (`loggerInstance`, whose
 * request logger takes these serializers over its own). Errors under `err` or `error` are logged in
 * their safe form (lib/safe-error.ts: no SQL parameters, no tokens, hashes or webhook URLs), text
 * under `error` and `reason` and the line's message are redacted, a request is its method, url (secret query values
 * replaced), host and client address, never its headers or body; and should a header or a body be
 * logged anyway, `authorization`, cookies, passwords, password hashes, tokens and webhook URLs in it
 * are censored.
 */
export function createLogger(options: { level: string }, destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    serializers: {
      err: safeValue,
      error: safeValue,
      reason: safeValue,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactRequestUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
        return (method as (...a: unknown[]) => void).apply(this, safeArgs(args));
      },
    },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'passwordHash',
        'password_hash',
        'body.password',
        'body.current_password',
        'body.new_password',
        'body.token',
        'body.refresh',
        'body.url',
        'body.webhook_url',
        'body.webhook_daily',
        'body.webhook_weekly',
        'body.webhook_monthly',
        'body.webhook_setups',
        '*.password',
        '*.passwordHash',
        '*.password_hash',
        '*.access',
        '*.refresh',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
