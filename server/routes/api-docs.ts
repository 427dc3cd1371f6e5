import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/**
 * The partner API's reference page, /api/docs (issue 38.3): Scalar's viewer reading
 * /api/v1/openapi.json, its script served from this site (the site's CSP allows scripts from
 * 'self' only: no CDN, no inline script; its configuration is a data attribute).
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  // The package's browser build (not in its exports map): beside its main module.
  const scriptFile = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js');
  let script: Buffer | null = null;
  const configuration = JSON.stringify({
    // No fonts from Scalar's CDN, no requests through its proxy, nothing sent elsewhere.
    withDefaultFonts: false,
    hideClientButton: true,
    telemetry: false,
    proxyUrl: '',
  });
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner API reference</title>
</head>
<body>
<noscript>The reference needs JavaScript. The OpenAPI document itself is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript>
<script id="api-reference" data-url="/api/v1/openapi.json" data-configuration='${configuration.replaceAll("'", '&#39;')}'></script>
<script src="/api/docs/setup.js"></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`;
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  // The viewer bundles zod 4, which probes whether it may compile code (`Function('')`): under
  // this site's CSP (no eval) the probe is a violation. zod reads its settings from this global
  // (the same `jitless` our own pages set through z.config), so it never probes.
  app.get('/api/docs/setup.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send('globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n'),
  );
  app.get('/api/docs/scalar.js', async (_req, reply) => {
    script ??= await readFile(scriptFile);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script);
  });
}
