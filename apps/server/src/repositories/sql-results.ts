/** Rows changed by a raw statement: node-postgres says `rowCount`, PGlite `affectedRows`. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** The rows of a raw `db.execute` result; both drivers answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
