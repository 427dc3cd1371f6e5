// Bundles the server (and its command-line tools) into dist/server with esbuild: our own
// TypeScript is compiled in, npm packages stay external (production dependencies).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'cli/migrate': 'server/cli/migrate.ts',
    'cli/seed': 'server/cli/seed.ts',
    'cli/user-role': 'server/cli/user-role.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server');
