import { describe, expect, it } from 'vitest';
import { crewPrecache } from '../../scripts/crew-app';
import { crewWebManifest } from '../../shared/crew-app';

/** A small Vite manifest shaped like the real one (dist/client/.vite/manifest.json). */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js'], css: ['assets/index-1.css'] },
  '_app-1.js': { file: 'assets/app-1.js', name: 'app' },
  '_staff-1.js': { file: 'assets/staff-1.js', name: 'staff' },
  '_staff-client-1.js': { file: 'assets/staff-client-1.js', name: 'staff-client', imports: ['_staff-1.js'] },
  '_staff-search-1.js': { file: 'assets/staff-search-1.js', name: 'staff-search' },
  '_Table-1.js': { file: 'assets/Table-1.js', name: 'Table' },
  'routes/_console.tsx?tsr-split=component': { file: 'assets/console-1.js', imports: ['_app-1.js', '_staff-1.js'], css: ['assets/console-1.css'] },
  'routes/_console._staff.tsx?tsr-split=component': { file: 'assets/console-staff-1.js', imports: ['_app-1.js'] },
  'routes/_console._staff.crew.tsx?tsr-split=component': { file: 'assets/crew-1.js', imports: ['_staff-client-1.js'] },
  'routes/_console._staff.admin.tsx?tsr-split=component': { file: 'assets/admin-1.js', imports: ['_Table-1.js'] },
  'routes/_console.auth.tsx?tsr-split=component': { file: 'assets/auth-1.js' },
  'routes/_site.contact.tsx?tsr-split=component': { file: 'assets/contact-1.js' },
};

describe('the crew screen\'s precache list', () => {
  it('holds the entry, the crew route and its layouts with all they import, scripts and styles, and nothing of the dashboard, sign-in or public pages', () => {
    expect(crewPrecache(manifest)).toEqual(
      [
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/app-1.js',
        'assets/staff-1.js',
        'assets/staff-client-1.js',
        'assets/staff-search-1.js',
        'assets/console-1.js',
        'assets/console-1.css',
        'assets/console-staff-1.js',
        'assets/crew-1.js',
      ].sort(),
    );
  });
});

describe('the crew app manifest', () => {
  it('opens /crew as a standalone app scoped to /crew, named for the deployment, with 192 and 512 px icons', () => {
    const app = crewWebManifest('Acme Ambulance');
    expect(app).toMatchObject({ name: 'Acme Ambulance Crew', start_url: '/crew', scope: '/crew', display: 'standalone' });
    expect(app.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
