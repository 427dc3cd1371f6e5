import { router } from '../../init';
import { seriesApiRouter } from './series';
import { tripsApiRouter } from './trips';
import { webhooksApiRouter } from './webhooks';

/**
 * The partner API, version 1 (issue 38): its own router, served at /api/v1/trpc with an API key
 * (server/plugins/partner-api.ts), never merged into the app's router. This file imports no
 * staff router, so the type below (which the typed client in clients/partner/ is built from)
 * carries no staff procedure's name or type.
 */
export const partnerApiRouter = router({
  trips: tripsApiRouter,
  series: seriesApiRouter,
  webhooks: webhooksApiRouter,
});

export type PartnerApiRouter = typeof partnerApiRouter;
