import { type ReactNode, useRef } from 'react';
import { Button, Container, Nav, Navbar, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { LockedMark, lockedTitle } from './locked-mark.tsx';
import { MarketStatusBadge } from './market-status-badge.tsx';
import { NavGroup } from './nav-group.tsx';
import { navItems } from './nav-items.ts';
import { RoleBadge } from './role-badge.tsx';
import { TimeZoneToggle } from './time-zone-toggle.tsx';
import { useHeightVariable } from './use-height-variable.ts';

/** The top bar; `alertsBadge` (the unread-alerts count, from the alerts screen) sits on the Alerts item. */
export function AppNavbar({ alertsBadge }: { alertsBadge: ReactNode }) {
  const { user, logout } = useAuth();
  const items = navItems(user?.role ?? null);
  const ref = useRef<HTMLElement>(null);
  useHeightVariable(ref, '--app-navbar-height');
  return (
    <Navbar
      ref={ref}
      as="header"
      bg="dark"
      variant="dark"
      data-bs-theme="dark"
      expand="xl"
      collapseOnSelect
      sticky="top"
      className="app-navbar border-bottom border-secondary-subtle"
    >
      <Container fluid>
        <Navbar.Brand
          as={Link}
          to="/"
          className="fw-semibold d-flex align-items-center gap-2"
          aria-label="CPR & ICT Analytics"
        >
          <img src="/favicon.svg" alt="" width={26} height={26} />
          <span className="app-brand-text">CPR &amp; ICT Analytics</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav" className="flex-wrap row-gap-1">
          <Nav as="nav" className="me-auto" aria-label="Main">
            {items.map((item) =>
              item.children ? (
                <NavGroup key={item.to} item={item} />
              ) : (
                <Nav.Link
                  key={item.to}
                  as={NavLink}
                  to={item.to}
                  end={item.end}
                  eventKey={item.to}
                  title={item.locked && lockedTitle(item.locked)}
                >
                  {item.label}
                  {item.badge === 'alerts' && alertsBadge}
                  {item.locked && <LockedMark plan={item.locked} />}
                </Nav.Link>
              ),
            )}
          </Nav>
          {/* The switch, the data's state and the account: from 1200 px, for a signed-in user, in two short
              lines beside the links (status above; switch, greeting and Logout below), so the bar is one row. */}
          <div className={user ? 'app-navbar-side app-navbar-side--stacked' : 'app-navbar-side'}>
            <TimeZoneToggle />
            <div className="app-navbar-status">
              <LiveIndicator />
              <MarketStatusBadge />
            </div>
            {user ? (
              <Nav as="nav" className="app-navbar-account align-items-xl-center gap-2" aria-label="Account">
                <OverlayTrigger
                  placement="bottom"
                  overlay={<Tooltip id="user-role-tooltip">You are logged in as {user.role}</Tooltip>}
                >
                  <Navbar.Text className="text-light" data-testid="nav-user" tabIndex={0}>
                    Hi, <span className="app-user-name">{user.username}</span> <RoleBadge role={user.role} />
                  </Navbar.Text>
                </OverlayTrigger>
                <Button variant="outline-light" size="sm" onClick={logout}>
                  Logout
                </Button>
              </Nav>
            ) : (
              <Nav as="nav" className="app-navbar-account gap-xl-1" aria-label="Account">
                <Nav.Link as={NavLink} to="/login" eventKey="/login">
                  Login
                </Nav.Link>
                <Nav.Link as={NavLink} to="/register" eventKey="/register">
                  Register
                </Nav.Link>
              </Nav>
            )}
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
