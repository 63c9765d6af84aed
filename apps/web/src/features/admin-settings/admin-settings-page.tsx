import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function AdminSettingsPage() {
  return (
    <PlaceholderPage
      title="Platform Settings"
      description="Platform configuration, trade generation, webhooks, levels and session windows."
    />
  );
}
