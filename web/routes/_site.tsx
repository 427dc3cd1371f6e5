import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { PERMANENT_REDIRECTS } from '../../shared/routes';
import { SiteFooterContent, FloatingActionsContent } from '../components/SiteFooter/SiteFooter';
import { LanguageSwitcher } from '../components/LanguageSwitcher/LanguageSwitcher';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { prefersReducedMotion } from '../lib/motion';
import { loadStaticFragments } from '../lib/static-fragments';

/** The public frame: header, footer and floating call/chat buttons around every public page. */
export const Route = createFileRoute('/_site')({
  beforeLoad: async ({ location }) => {
    // Old short paths: the server answers them with a 301; in the app, the new path takes
    // the place of the old one in the history (checked before fetching anything).
    const target = PERMANENT_REDIRECTS[location.pathname];
    if (target) throw redirect({ href: target, replace: true });
    // The browser bundle has no static content: fetch the target page's regions first.
    if (!__RENDER_STATIC__) await loadStaticFragments(location.pathname);
  },
  component: SiteLayout,
});

function SiteLayout() {
  useRevealOnScroll();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skip_link()}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <StaticContent id="site-footer">
          <SiteFooterContent />
        </StaticContent>
        <LanguageSwitcher className="language-switcher-footer" />
      </footer>
      <StaticContent id="site-floating-actions" className="floating-actions">
        <FloatingActionsContent />
      </StaticContent>
    </>
  );
}

/**
 * Sections with an id fade in as they scroll into view. Only sections still below the fold
 * when the page starts are hidden (by JavaScript, so readers without it and crawlers see
 * everything); opacity and transform only, so nothing shifts. Off with reduced motion.
 */
function useRevealOnScroll() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = 'shown';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const section of document.querySelectorAll<HTMLElement>('main section[id]')) {
      if (section.getBoundingClientRect().top < window.innerHeight) continue;
      section.dataset.reveal = 'hidden';
      observer.observe(section);
    }
    return () => observer.disconnect();
  }, [pathname]);
}
