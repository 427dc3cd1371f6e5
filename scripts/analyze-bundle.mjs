import { build } from 'vite';
import zlib from 'node:zlib';
const result = await build({ logLevel: 'silent', build: { write: false }, configFile: process.env.VITE_CONFIG ?? 'vite.config.ts' }); // VITE_CONFIG=vite.console.config.ts: the staff console's
const outputs = Array.isArray(result) ? result.flatMap(r => r.output) : result.output;
for (const chunk of outputs) {
  if (chunk.type !== 'chunk') continue;
  const gz = zlib.gzipSync(chunk.code).length;
  if (gz < Number(process.env.MIN_GZ ?? 5000)) continue;
  console.log(`\n== ${chunk.fileName} ${(gz/1024).toFixed(1)} kB gz, entry=${chunk.isEntry}`);
  const byPkg = {};
  for (const [id, m] of Object.entries(chunk.modules)) {
    const pkg = id.includes('node_modules') ? id.split('node_modules/').pop().split('/').slice(0, id.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : id.replace(process.cwd(), '');
    byPkg[pkg] = (byPkg[pkg] ?? 0) + m.renderedLength;
  }
  Object.entries(byPkg).sort((a,b)=>b[1]-a[1]).slice(0,12).forEach(([k,v]) => console.log(`  ${(v/1024).toFixed(1)} kB raw  ${k}`));
}
