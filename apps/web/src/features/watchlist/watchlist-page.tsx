import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function WatchlistPage() {
  return (
    <PlaceholderPage
      title="Watchlist"
      description="Your symbols with star ratings, module tags and market-cap categories."
    />
  );
}
