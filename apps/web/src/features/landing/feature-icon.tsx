export type FeatureIconName = 'pivot' | 'target' | 'volume' | 'liquidity';

const paths: Record<FeatureIconName, string> = {
  // Three stacked pivot bands with price crossing them.
  pivot: 'M3 7h18M3 12h18M3 17h18M5 20l5-9 4 4 5-11',
  // A crosshair: a precise entry.
  target: 'M12 3v4M12 17v4M3 12h4M17 12h4M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  // Volume bars rising.
  volume: 'M4 20V14M9 20V10M14 20V6M19 20V12M3 20h18',
  // Session waves with a sweep marker.
  liquidity: 'M3 15c3-4 6 4 9 0s6 4 9 0M3 9c3-4 6 4 9 0s6 4 9 0',
};

/** A small line icon for a landing feature card (no emoji: they depend on the system's fonts). */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-icon d-inline-flex align-items-center justify-content-center rounded-3 mb-3">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </span>
  );
}
