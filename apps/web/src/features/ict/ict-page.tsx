import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function IctPage() {
  return (
    <PlaceholderPage
      title="ICT A+ Setups Screener"
      description="Higher-timeframe bias, OTE, FVG and liquidity-sweep confluence, scored."
    />
  );
}
