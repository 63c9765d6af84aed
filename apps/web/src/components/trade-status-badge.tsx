import type { IctTradeStatus } from '@app/contracts';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { statusBadge } from './trade-status.ts';

/** A trade status as a badge, coloured by `statusBadge`. */
export function StatusBadge(props: {
  status: IctTradeStatus;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const { tone, outline } = statusBadge(props.status);
  const outlined = outline ? ` border border-${tone} text-${tone}` : '';
  return (
    <Badge
      bg={outline ? 'transparent' : tone}
      className={`${props.className ?? ''}${outlined}`.trim() || undefined}
      data-testid={props.testId}
    >
      {props.children}
    </Badge>
  );
}
