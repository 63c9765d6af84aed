import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function VolumePage() {
  return (
    <PlaceholderPage
      title="Volume Activity Dashboard"
      description="Live session volume against its baseline, with ratio and z-score alerts."
    />
  );
}
