// NOTE: the server's Content-Security-Policy forbids eval. Without jitless, zod probes `new Function` when it
// builds its first object schema, and the browser reports that as a CSP violation (the probe's error is
// swallowed, the parse falls back). main.tsx imports this module before anything that builds a schema.
//
// zod 4 keeps its configuration in `globalThis.__zod_globalConfig` (one object for every copy of zod a page loads,
// core.js), taking the object it finds there or making it. Written here, before zod loads (or into zod's own object,
// had it loaded), it configures zod without bringing zod into the first load: `z.config` cost every page 3.8 KB
// gzipped, and zod now arrives with the first form (zod-config.test.ts checks that zod reads it).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
