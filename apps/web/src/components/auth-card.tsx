import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto my-4" style={{ maxWidth: 440 }}>
      <Card className="border-secondary-subtle shadow">
        <Card.Body className="p-4">
          <h1 className="h3 mb-1">{title}</h1>
          <p className="text-body-secondary mb-4">{subtitle}</p>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}
