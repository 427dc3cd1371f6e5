import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getLocale, splitLocale } from '../../shared/i18n/locale';

/**
 * Plain links to our own pages (static content, header) navigate in the app, without a full
 * page load. Files (sitemap.xml), new tabs, downloads, modified clicks and links marked
 * `data-document` (pages the server renders outside the app, e.g. /track/...) and links to
 * another language are left alone.
 */
export function useAppLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download') || anchor.hasAttribute('data-document')) return;
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/trpc') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      if (url.pathname === location.pathname && url.hash) return; // same-page anchor: let the browser scroll
      // Another language (the switcher): a page load, the app runs in one language.
      const { locale, path } = splitLocale(url.pathname);
      if (locale !== getLocale()) return;
      event.preventDefault();
      // The router's own path: it adds the language prefix back (web/router.tsx).
      void router.navigate({ href: path + url.search + url.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
