import fc from 'fast-check';

/**
 * Request bodies a malformed-input sweep sends: any JSON, objects of the resource's own field names
 * with any values (`fields`), and raw bytes (invalid UTF-8 included).
 */
export function malformedPayloads(fields: fc.Arbitrary<unknown>): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.json().map((s) => Buffer.from(s)),
    fields.map((v) => Buffer.from(JSON.stringify(v) ?? 'null')),
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
  );
}
