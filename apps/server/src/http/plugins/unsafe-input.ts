/** Deepest JSON a request body may nest (the body object itself is level 1), docs/api.md §1. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the
 * text, before it is parsed, so no parser, schema or serializer ever recurses into a deep document
 * (a 5,000-deep body overflowed the stack in a schema refinement). Brackets inside strings don't count.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** A UTF-16 surrogate without its partner: not a character, and not storable as UTF-8 text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type UnsafeText = 'nul' | 'lone-surrogate';

function unsafeString(s: string): UnsafeText | undefined {
  if (s.includes('\0')) return 'nul';
  return LONE_SURROGATE.test(s) ? 'lone-surrogate' : undefined;
}

/**
 * The first string (value or key) in parsed input that PostgreSQL text cannot hold: a NUL character
 * or a lone surrogate. Call it on values no deeper than MAX_JSON_DEPTH (it recurses).
 */
export function findUnsafeText(value: unknown): UnsafeText | undefined {
  if (typeof value === 'string') return unsafeString(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnsafeText(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeString(key) ?? findUnsafeText(item);
      if (found) return found;
    }
  }
  return undefined;
}
