import { config } from 'zod';

// zod compiles a fast parser for each object schema with `new Function`, after probing once whether
// eval is allowed. The server's CSP allows no eval (docs/api.md "Security headers"): the probe is
// refused and Chromium reports it as a violation, though zod swallows the error. Jitless, zod parses
// without generated code. Object schemas decide when they are built, so main.tsx imports this first,
// before anything imports @app/contracts.
config({ jitless: true });
