import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function IctTradesPage() {
  return (
    <PlaceholderPage
      title="ICT Trades"
      description="Generated trade plans with entry zone, stop loss and targets."
    />
  );
}
