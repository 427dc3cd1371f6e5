/**
 * The crew screen as an installed app (issue 19.3): its web app manifest, served by the server
 * with this deployment's business name, and the icons the build draws (scripts/crew-app.ts).
 */
export const CREW_APP_PATH = '/crew';
export const CREW_MANIFEST_PATH = '/crew.webmanifest';
/** The id of the JSON block that carries the assignment rendered into a crew's page load. */
export const CREW_ASSIGNMENT_DATA_ID = 'crew-assignment';
export const CREW_SERVICE_WORKER_PATH = '/crew-sw.js';

export const CREW_ICONS = [192, 512].map((size) => ({ src: `/icons/crew-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' }));

export function crewWebManifest(businessName: string) {
  return {
    name: `${businessName} Crew`,
    short_name: 'Crew',
    description: 'The ambulance crew’s current booking and its steps.',
    id: CREW_APP_PATH,
    start_url: CREW_APP_PATH,
    scope: CREW_APP_PATH,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#b71c1c',
    icons: [...CREW_ICONS, { ...CREW_ICONS[1], purpose: 'maskable' }],
  };
}
