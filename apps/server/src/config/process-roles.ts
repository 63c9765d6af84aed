export const processRoles = ['api', 'worker', 'scheduler'] as const;
export type ProcessRole = (typeof processRoles)[number];

function isProcessRole(value: string): value is ProcessRole {
  return (processRoles as readonly string[]).includes(value);
}

/**
 * Reads `--roles=api,worker,scheduler` (or `--roles api,worker`) from the command line; all roles when
 * absent. Returns a problem description instead of throwing, so config can report every problem at once.
 */
export function parseProcessRoles(argv: readonly string[]): ReadonlySet<ProcessRole> | string {
  let value: string | undefined;
  argv.forEach((arg, i) => {
    if (arg.startsWith('--roles=')) value = arg.slice('--roles='.length);
    else if (arg === '--roles') value = argv[i + 1] ?? '';
  });
  if (value === undefined) return new Set(processRoles);
  const names = value
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
  const unknown = names.filter((r) => !isProcessRole(r));
  if (names.length === 0 || unknown.length > 0) {
    return `--roles: expected a comma-separated list of ${processRoles.join(', ')}; got "${value}"`;
  }
  return new Set(names.filter(isProcessRole));
}
