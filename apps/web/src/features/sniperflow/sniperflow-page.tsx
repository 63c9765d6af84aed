import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function SniperflowPage() {
  return (
    <PlaceholderPage
      title="Liquidity Dashboard"
      description="Previous-day and session highs and lows, sweeps and session bias."
    />
  );
}
