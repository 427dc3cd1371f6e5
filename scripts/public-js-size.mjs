// The JavaScript a public page can load, gzip -9 bytes per file and in total: /start-app.js,
// the islands' loader and every island's chunk with what it imports (statically or on demand:
// forms, validator, API client). The staff console is another build (its own manifest), never
// counted here. Run after `npm run build`: node scripts/public-js-size.mjs
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
};
visit('site/loader.ts');
const files = [...new Set([...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))]
  .map((f) => `dist/client/${f}`)
  .concat(['dist/client/start-app.js']);
let total = 0;
for (const file of files.sort()) {
  const gz = zlib.gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  console.log(`${String(gz).padStart(8)}  ${file.replace(/-[\w-]{8}\.js$/, '.js')}`);
}
console.log(`${String(total).padStart(8)}  total (${files.length} files)`);
