import { createFileRoute } from '@tanstack/react-router';
import { CREW_ICONS, CREW_MANIFEST_PATH } from '../../shared/crew-app';
import { CrewScreen } from '../components/CrewScreen/CrewScreen';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

/**
 * The crew's phone screen (issue 11); crew accounts land here after signing in. Installable
 * (issue 19.3): its manifest, theme colour and home-screen icon are in the prerendered head.
 */
export const Route = createFileRoute('/_console/_staff/crew')({
  head: __RENDER_STATIC__
    ? () => {
        const head = pageHead({
          title: `Crew | ${site.businessName}`,
          description: 'The ambulance crew’s current booking and its steps.',
          path: '/crew',
          noindex: true,
        });
        return {
          meta: [...head.meta, { name: 'theme-color', content: '#b71c1c' }],
          links: [...head.links, { rel: 'manifest', href: CREW_MANIFEST_PATH }, { rel: 'apple-touch-icon', href: CREW_ICONS[0].src }],
        };
      }
    : undefined,
  component: CrewScreen,
});
