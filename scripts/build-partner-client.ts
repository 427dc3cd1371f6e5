/**
 * Builds the typed partner client (clients/partner) into a package a developer installs outside
 * this repository: dist/index.js (esbuild, @trpc/client left to the developer's install) and
 * dist/index.d.ts, one declaration file (dts-bundle-generator) with the partner router's type
 * written out in full and no path into server/. `npm pack` in clients/partner then gives the
 * tarball (files: dist only).
 *
 *   npm run build:partner-client
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'clients/partner');
const dist = path.join(client, 'dist');
const entry = path.join(client, 'src/index.ts');

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });

await build({
  entryPoints: [entry],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  packages: 'external',
  logLevel: 'warning',
});

const [declarations] = generateDtsBundle(
  [
    {
      filePath: entry,
      // tRPC's own types stay imports (the developer installs @trpc/client, which brings
      // @trpc/server's types); no `/// <reference types="node" />`: the client needs only fetch.
      libraries: { importedLibraries: ['@trpc/client', '@trpc/server'], allowedTypesLibraries: [] },
      output: { noBanner: true, exportReferencedTypes: false },
    },
  ],
  { preferredConfigPath: path.join(client, 'tsconfig.build.json') },
);
// What a developer must not get: a path into this repository's server (its context's types).
const leak = /["'][./]*(server|shared)\//.exec(declarations);
if (leak) throw new Error(`dist/index.d.ts refers to this repository's files: ${leak[0]}`);
await writeFile(path.join(dist, 'index.d.ts'), declarations);
console.log(`clients/partner/dist: index.js, index.d.ts (${Math.round(declarations.length / 1024)} kB)`);
