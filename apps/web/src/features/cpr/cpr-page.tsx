import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function CprPage() {
  return (
    <PlaceholderPage
      title="Trend Screener"
      description="Multi-timeframe CPR trend screening with bias, width and trend probability."
    />
  );
}
