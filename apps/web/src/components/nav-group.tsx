import { NavDropdown } from 'react-bootstrap';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from './nav-items.ts';

/** A navbar item with sub-screens (the admin screens) as a dropdown, marked active on any of them. */
export function NavGroup({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <NavDropdown
      title={item.label}
      id={`nav-group${item.to.replaceAll('/', '-')}`}
      active={active}
      data-testid={`nav-group${item.to.replaceAll('/', '-')}`}
      align="end"
    >
      {item.children?.map((child) => (
        <NavDropdown.Item key={child.to} as={NavLink} to={child.to} end={child.end} eventKey={child.to}>
          {child.label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
