import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkButtonProps {
  to: string;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A router link styled as a Bootstrap button (react-bootstrap's Button cannot render a Link type-safely). */
export function LinkButton({ to, variant = 'primary', size, className, children, ...rest }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : null, className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} data-testid={rest['data-testid']}>
      {children}
    </Link>
  );
}
