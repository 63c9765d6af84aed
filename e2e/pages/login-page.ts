import type { Page } from '@playwright/test';

/** The /login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  username() {
    return this.page.getByLabel('Username');
  }

  password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  submit() {
    return this.page.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });
  }

  alert() {
    return this.page.getByRole('alert');
  }

  async login(username: string, password: string): Promise<void> {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }
}
