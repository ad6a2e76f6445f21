import { z } from 'zod';

// NOTE: the server's Content-Security-Policy forbids eval. Without jitless, zod probes `new Function` when it
// builds its first object schema, and the browser reports that as a CSP violation (the probe's error is
// swallowed, the parse falls back). main.tsx imports this module before anything that builds a schema.
z.config({ jitless: true });
