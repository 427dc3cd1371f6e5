import type { ReactElement } from 'react';
import { CREW_ICONS, CREW_MANIFEST_PATH } from '../../shared/crew-app';
import type { SignInAnswer } from '../../shared/sign-in';
import { AuthScreen } from '../components/AuthScreen/AuthScreen';
import { CrewScreen } from '../components/CrewScreen/CrewScreen';
import { pageHead } from '../lib/seo';
import type { CrewAssignment } from '../lib/crew-outbox';
import { CREW_ASSIGNMENT_URL } from './api-client';
import { site } from '../lib/site';

/**
 * The pages of the sign-in and crew screens (issue 19.4), as the page renderer writes them when
 * the server starts (web/entry-server.tsx): their head tags and the screen, rendered from the
 * same component the page's script hydrates. Server-side only: the browser never loads this.
 */
export const SCREEN_PAGES = {
  auth: {
    path: '/auth',
    // Rendered at start-up as it first shows, and for each plain post it answers with the
    // outcome in place (server/routes/sign-in-form.ts).
    screen: (answer?: unknown): ReactElement => <AuthScreen answer={answer as SignInAnswer | undefined} />,
    head: () =>
      pageHead({
        title: `Staff Login | ${site.businessName}`,
        description: 'Sign in or create a staff account for the ambulance booking dashboard.',
        path: '/auth',
        noindex: true,
      }),
  },
  crew: {
    path: '/crew',
    // Rendered at start-up with no assignment (the shell the service worker keeps), and for each
    // crew's own page load with theirs (server/plugins/web.ts), so its first paint shows it.
    screen: (initial?: unknown): ReactElement => <CrewScreen initial={initial as CrewAssignment | undefined} />,
    // Installable (issue 19.3): its manifest and home-screen icon (the theme colour is in the
    // template). The assignment is asked for with the page, not after its script has run: the
    // screen's first query (web/lean/api-client.ts, unbatched) takes this answer.
    head: () => {
      const head = pageHead({
        title: `Crew | ${site.businessName}`,
        description: 'The ambulance crew’s current booking and its steps.',
        path: '/crew',
        noindex: true,
      });
      return {
        meta: head.meta,
        links: [
          ...head.links,
          { rel: 'preload', as: 'fetch', href: CREW_ASSIGNMENT_URL, crossOrigin: 'anonymous' },
          { rel: 'manifest', href: CREW_MANIFEST_PATH },
          { rel: 'apple-touch-icon', href: CREW_ICONS[0].src },
        ],
      };
    },
  },
} as const;

export type ScreenName = keyof typeof SCREEN_PAGES;
