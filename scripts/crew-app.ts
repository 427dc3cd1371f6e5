/**
 * The installable crew screen's files (issue 19.3), written into the built client after Vite
 * (npm run build):
 * - crew-sw.js: web/crew-app/service-worker.ts bundled, with this build's version and the files
 *   the /crew screen needs to start (its page's chunks and styles, from the manifest of its own
 *   build, vite.lean.config.ts);
 * - the icons of crew.webmanifest (drawn from favicon.svg). The manifest itself names this
 *   deployment's business, so the server writes it (server/plugins/web.ts).
 * Workbox's precache manifest is built from file globs; what the crew screen loads is a walk of
 * Vite's chunk graph from its page, so the list is made here and the worker stays 80 lines.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { CREW_ICONS } from '../shared/crew-app';

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The crew screen's page in the manifest of the screens' build. */
const CREW_PAGE = 'lean/crew.html';

/** Every file the crew screen loads to start: its page's entry and what it imports, scripts and styles. */
export function crewPrecache(manifest: Manifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(CREW_PAGE);
  return [...files].sort();
}

export async function buildCrewApp(clientDir: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/lean-manifest.json'), 'utf8')) as Manifest;
  const precache = [...crewPrecache(manifest), ...CREW_ICONS.map((icon) => icon.src.slice(1)), 'crew.webmanifest', 'favicon.svg'];
  // Built files carry a content hash in their names: their list is the version, with the
  // content of the page's starter (start-app.js, which the worker also keeps).
  const version = createHash('sha256')
    .update(JSON.stringify(precache))
    .update(await readFile(path.join(clientDir, 'start-app.js')))
    .digest('hex')
    .slice(0, 16);

  const icon = await readFile(path.join(root, 'web/public/favicon.svg'));
  await mkdir(path.join(clientDir, 'icons'), { recursive: true });
  for (const size of [192, 512]) {
    await sharp(icon, { density: (72 * size) / 64 }).resize(size, size).png().toFile(path.join(clientDir, `icons/crew-${size}.png`));
  }
  await build({
    entryPoints: [path.join(root, 'web/crew-app/service-worker.ts')],
    outfile: path.join(clientDir, 'crew-sw.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: { CREW_SW_VERSION: JSON.stringify(version), CREW_SW_PRECACHE: JSON.stringify(precache) },
    logLevel: 'warning',
  });
}
