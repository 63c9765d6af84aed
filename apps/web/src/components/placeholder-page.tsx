export interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** A screen that a later issue builds: its title and a muted note. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <section data-testid="placeholder-page">
      <h1 className="h3 mb-2">{title}</h1>
      {description && <p className="text-body-secondary mb-1">{description}</p>}
      <p className="text-body-secondary fst-italic">This screen is coming soon.</p>
    </section>
  );
}
