import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { localPhone, telHref } from '../../shared/contact-links';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { PERMANENT_REDIRECTS } from '../../shared/routes';
import { Glyph } from '../components/Glyph/Glyph';
import { LanguageSwitcher } from '../components/LanguageSwitcher/LanguageSwitcher';
import { FloatingActionsContent, SiteFooterContent } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { siteContact } from '../lib/site';

/**
 * The public frame around every public page (rendered by the server only): the header island,
 * the footer and the floating call/chat buttons, and the helpline line shown where an island's
 * code cannot load (web/site/loader.ts).
 */
export const Route = createFileRoute('/_site')({
  beforeLoad: ({ location }) => {
    // Old short paths: the server answers them with a 301 (server/plugins/web.ts); never rendered.
    const target = PERMANENT_REDIRECTS[location.pathname];
    if (target) throw redirect({ href: target, replace: true });
  },
  component: SiteLayout,
});

function SiteLayout() {
  // The route's path, without the language prefix (web/router.tsx's rewrite).
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skip_link()}
      </a>
      <SiteHeader path={path} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div>
          <SiteFooterContent />
        </div>
        <LanguageSwitcher className="language-switcher-footer" path={path} />
      </footer>
      <div className="floating-actions">
        <FloatingActionsContent />
      </div>
      <IslandUnavailable />
    </>
  );
}

/** What the page shows above an island whose code could not load: the helpline, in the page's language. */
function IslandUnavailable() {
  return (
    <template id="island-unavailable">
      <div role="alert" className="form-failure island-unavailable">
        <p>{m.island_unavailable()}</p>
        <a className="button button-primary" href={telHref(siteContact.phone)}>
          <Glyph name="phone" size={18} /> {m.form_call_phone({ phone: localPhone(siteContact.phone) })}
        </a>
      </div>
    </template>
  );
}
