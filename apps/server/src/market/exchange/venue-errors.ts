/** The venue banned this server's IP: no request goes out before `untilMs` (null: unknown). */
export class VenueBannedError extends Error {
  override readonly name = 'VenueBannedError';
  constructor(
    message: string,
    readonly untilMs: number | null,
  ) {
    super(message);
  }
}

/** The venue refuses the server's region (HTTP 451, CloudFront 403): retrying will not help. */
export class RegionBlockedError extends Error {
  override readonly name = 'RegionBlockedError';
}
