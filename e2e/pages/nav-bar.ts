import type { Page } from '@playwright/test';

/** The top navigation bar. */
export class NavBar {
  constructor(private readonly page: Page) {}

  root() {
    return this.page.getByRole('navigation');
  }

  link(name: string) {
    return this.root().getByRole('link', { name, exact: true });
  }

  greeting() {
    return this.root().getByText(/^Hi, /);
  }

  logout() {
    return this.root().getByRole('button', { name: 'Logout' });
  }
}
