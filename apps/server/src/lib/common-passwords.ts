import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most common ones: the ranked list of
 * `@zxcvbn-ts/language-common` (lower case), compared ignoring case and surrounding whitespace, so
 * `Password` and ` password ` count as `password` (docs/api.md §3). The list stays on the server:
 * about 8 MB of heap once loaded, too much for the web bundle.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
