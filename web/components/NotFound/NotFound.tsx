import { m } from '../../../shared/i18n/paraglide/messages.js';
import { site } from '../../lib/site';
import { DomIsland } from '../../site/Island';
import { sitePath } from '../PageBlocks/rich';

/**
 * Spec "Not-found page": 404, Oops! Page not found, Return to Home; logs the missing path (its
 * island, web/site/not-found-log.ts, as the page starts).
 */
export function NotFound() {
  return (
    <main className="not-found">
      <title>{m.error_not_found_title({ business: site.businessName })}</title>
      <meta name="robots" content="noindex" />
      <h1 className="not-found-code">404</h1>
      <p className="not-found-text">{m.error_not_found_text()}</p>
      <a href={sitePath('/')} className="not-found-link">
        {m.error_return_home()}
      </a>
      <DomIsland name="NotFoundLog" start="now" />
    </main>
  );
}
