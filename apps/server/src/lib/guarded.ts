/**
 * A timer's or an event handler's callback that can throw or reject without ending the process
 * (docs/reliability.md "No client can take the server down"): the error is reported and the next
 * tick runs as usual. The heap trimmer's interval once threw `EMFILE` (reading the resident size opens
 * a file) while a client held every descriptor, and the uncaught throw ended the process.
 */
export function guarded(
  name: string,
  run: () => unknown,
  report: (name: string, error: unknown) => void,
): () => void {
  return () => {
    try {
      const result = run();
      if (result instanceof Promise) result.catch((error: unknown) => safeReport(report, name, error));
    } catch (error) {
      safeReport(report, name, error);
    }
  };
}

function safeReport(report: (name: string, error: unknown) => void, name: string, error: unknown): void {
  try {
    report(name, error);
  } catch {
    // Reporting itself failed (the log's stream out of descriptors too): nothing more to do.
  }
}

/** The errors of a process short of a resource, which pass once a client lets go: kept serving through. */
const RESOURCE_ERRORS = new Set([
  'EMFILE',
  'ENFILE',
  'ENOBUFS',
  'ENOMEM',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
]);

export function isResourceError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RESOURCE_ERRORS.has(code);
}
