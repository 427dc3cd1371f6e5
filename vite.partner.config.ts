import { appConfig, routerGroup } from './vite.app.ts';

/**
 * The partner console (/partner, issue 37): an application of its own (vite.app.ts). It shares
 * components and the tRPC client setup with the staff console (web/components, web/lib) but is a
 * build of its own, after the site's and the staff console's (scripts/build-web.ts): no chunk of
 * the public pages changes because of it.
 */
export default appConfig({ app: 'partner', groups: [routerGroup('partner-app', 'partner')] });
