import type { Page } from '@playwright/test';

/** The top navigation bar. */
export class NavBar {
  constructor(private readonly page: Page) {}

  root() {
    return this.page.locator('.app-navbar');
  }

  link(name: string) {
    return this.root().getByRole('link', { name, exact: true });
  }

  /** The Admin dropdown grouping the admin screens (admins only). */
  adminMenu() {
    return this.root().getByRole('button', { name: 'Admin', exact: true });
  }

  greeting() {
    return this.page.getByTestId('nav-user');
  }

  roleBadge() {
    return this.page.getByTestId('role-badge');
  }

  logout() {
    return this.root().getByRole('button', { name: 'Logout' });
  }
}
