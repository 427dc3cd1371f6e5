import type { PrealertSettings } from '../../services/prealert.service';
import type { Context } from '../context';

/** The pre-alert's link and share text, from the run-time configuration (PUBLIC_URL, SITE_NAME, estimates). */
export const prealertSettings = (ctx: Pick<Context, 'env'>): PrealertSettings => ({
  publicUrl: ctx.env.PUBLIC_URL,
  siteName: ctx.env.site.businessName,
  estimates: ctx.env.estimates,
});
