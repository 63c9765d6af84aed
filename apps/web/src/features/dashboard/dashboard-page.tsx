import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Volatility Dashboard"
      description="CPR width groups across daily, weekly and monthly timeframes, filterable by market cap."
    />
  );
}
