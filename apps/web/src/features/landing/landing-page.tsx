import { Card, Col, Row } from 'react-bootstrap';
import { ArrowRight } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { FeatureIcon } from './feature-icon.tsx';
import { greeting } from './greeting.ts';
import { landingFeatures, landingShortcuts } from './landing-copy.ts';

export function LandingPage() {
  const { user } = useAuth();
  const features = landingFeatures(user?.role);
  return (
    <>
      <section className="landing-hero rounded-4 px-4 py-5 mb-5 text-center">
        {user && (
          <p className="h5 text-info mb-3" data-testid="landing-greeting">
            {greeting(user.username, new Date())}
          </p>
        )}
        <h1 className="display-5 fw-bold mb-3">Trade with structure, not guesswork.</h1>
        <p className="lead text-body-secondary mx-auto mb-4" style={{ maxWidth: 720 }}>
          CPR trend screening, ICT setups, volume activity and session liquidity for crypto markets, computed
          around the clock so you can focus on execution.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-3">
          {user ? (
            landingShortcuts(user.role).map((shortcut, index) => (
              <LinkButton
                key={shortcut.to}
                to={shortcut.to}
                size="lg"
                variant={index === 0 ? 'info' : 'outline-light'}
              >
                {shortcut.label}
              </LinkButton>
            ))
          ) : (
            <>
              <LinkButton to="/register" size="lg" variant="info">
                Start Free – No Card Required
              </LinkButton>
              <LinkButton to="/login" size="lg" variant="outline-light">
                Login
              </LinkButton>
            </>
          )}
        </div>
        {/* The guest navbar stays Home, Login, Register (the spec): Pricing is reached from here. */}
        <p className="mt-4 mb-0">
          <Link to="/pricing" className="link-info" data-testid="landing-pricing-link">
            Compare plans and pricing: Free, Pro and Premium <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </section>
      <Row xs={1} md={2} lg={4} className="g-4" as="section" aria-label="Features">
        {features.map((feature) => (
          <Col key={feature.title}>
            <Card className="h-100 border-secondary-subtle feature-card" data-testid="feature-card">
              <Card.Body>
                <FeatureIcon name={feature.icon} />
                <Card.Title as="h2" className="h5">
                  {feature.title}
                </Card.Title>
                <Card.Text className="text-body-secondary">{feature.body}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
