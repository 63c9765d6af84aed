import { hasRole } from '@app/contracts';
import { Card, Col, Row } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { OperatorOverview } from './operator-overview.tsx';
import { TriggerButton } from './trigger-button.tsx';

const QUICK_LINKS = [
  { to: '/cpr', title: 'CPR Screener', text: 'The Trend Screener by CPR width and trend.' },
  { to: '/ict', title: 'ICT Screener', text: 'A+ setups by HTF bias, OTE, FVG and sweeps.' },
  { to: '/admin/users', title: 'User Management', text: 'Roles, active accounts and upgrade requests.' },
  {
    to: '/admin/settings',
    title: 'Platform Settings',
    text: 'Exchange, webhooks, levels, maps and sessions.',
  },
];

/** /admin: quick links, the two scan triggers with their task's progress, and the operator overview. */
export function AdminDashboardPage() {
  const { user } = useAuth();
  // docs/product.md §2: the Admin Dashboard itself also sends non-admins to / (the route guard runs first).
  if (!hasRole(user?.role, 'admin')) return <Navigate to="/" replace />;
  return (
    <section>
      <h1 className="h3 mb-3">Admin Dashboard</h1>
      <Row xs={1} sm={2} lg={4} className="g-3 mb-3" data-testid="admin-quick-links">
        {QUICK_LINKS.map((link) => (
          <Col key={link.to}>
            <Card className="h-100 border-secondary-subtle">
              <Card.Body className="d-flex flex-column">
                <Card.Title className="h6">{link.title}</Card.Title>
                <Card.Text className="small text-body-secondary flex-grow-1">{link.text}</Card.Text>
                <LinkButton to={link.to} variant="outline-info" size="sm">
                  Open {link.title}
                </LinkButton>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="border-secondary-subtle mb-3">
        <Card.Body>
          <Card.Title className="h6">Scans</Card.Title>
          <TriggerButton
            label="Trigger CPR Scan"
            endpoint="cpr/admin/trigger-cprscan/?tf=1d"
            testId="trigger-cpr"
          />
          <TriggerButton label="Trigger FVG Scan" endpoint="ict/admin/trigger-scan/" testId="trigger-fvg" />
        </Card.Body>
      </Card>
      <h2 className="h5 mb-2">Operator overview</h2>
      <OperatorOverview />
    </section>
  );
}
