import { describe, expect, it } from 'vitest';
import { crewPrecache } from '../../scripts/crew-app';
import { crewWebManifest } from '../../shared/crew-app';

/** A small manifest of the screens' build, shaped like the real one (dist/client/.vite/lean-manifest.json). */
const manifest = {
  '_lean-1.css': { file: 'assets/lean-1.css' },
  '_lean-1.js': { file: 'assets/lean-1.js', name: 'lean', css: ['assets/lean-1.css'] },
  '_dates-1.js': { file: 'assets/dates-1.js', name: 'dates' },
  'lean/auth.html': { file: 'assets/auth-1.js', name: 'auth', isEntry: true, imports: ['_lean-1.js'] },
  'lean/crew.html': { file: 'assets/crew-1.js', name: 'crew', isEntry: true, imports: ['_lean-1.js', '_dates-1.js'] },
};

describe('the crew screen\'s precache list', () => {
  it('holds the crew page\'s entry with all it imports, scripts and styles, and nothing of the sign-in page', () => {
    expect(crewPrecache(manifest)).toEqual(['assets/crew-1.js', 'assets/dates-1.js', 'assets/lean-1.css', 'assets/lean-1.js'].sort());
  });
});

describe('the crew app manifest', () => {
  it('opens /crew as a standalone app scoped to /crew, named for the deployment, with 192 and 512 px icons', () => {
    const app = crewWebManifest('Acme Ambulance');
    expect(app).toMatchObject({ name: 'Acme Ambulance Crew', start_url: '/crew', scope: '/crew', display: 'standalone' });
    expect(app.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
