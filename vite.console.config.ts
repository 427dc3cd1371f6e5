import { appConfig, routerGroup } from './vite.app.ts';

/**
 * The staff dashboard's first screen (/admin: header, Dashboard tab, alerts, toasts) needs
 * TanStack Query, tRPC, Mantine's core and notifications, and these Mantine components. Left to
 * automatic chunking they arrive as about 25 small files (one per set of staff screens sharing
 * each piece), which compress about 8 kB (gzip) worse than one; the 'staff' group makes them one
 * file, and what they import comes along. Keep the list to what the first screen shows: a
 * component listed here loads with it even if only another tab uses it, and one it uses but
 * not listed here only comes as a file of its own.
 */
const STAFF_FIRST_SCREEN_COMPONENTS = ['Anchor', 'Badge', 'Button', 'Container', 'Group', 'Loader', 'Paper', 'SimpleGrid', 'Skeleton', 'Stack', 'Switch', 'Tabs', 'Text', 'Title'];
const staffFirstScreenLibraries = new RegExp(
  `node_modules/(@tanstack/(query-core|react-query)/|@trpc/|@mantine/(store|notifications)/|@mantine/core/esm/(core|components/(${STAFF_FIRST_SCREEN_COMPONENTS.join('|')}))/)`,
);

/**
 * The staff console (/admin): an application of its own (vite.app.ts). `npm run dev` serves it,
 * the partner console, /auth and /crew from this configuration, with hot reload.
 */
export default appConfig({
  app: 'console',
  groups: [
    routerGroup('app', 'console'),
    // The libraries of the staff dashboard's first screen in one file (see above).
    { name: 'staff', test: (id: string) => !id.endsWith('.css') && staffFirstScreenLibraries.test(id) },
  ],
  devAlso: ['partner'],
});
