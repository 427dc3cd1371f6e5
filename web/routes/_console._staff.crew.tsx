import { createFileRoute } from '@tanstack/react-router';
import { CrewScreen } from '../components/CrewScreen/CrewScreen';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

/** The crew's phone screen (issue 11); crew accounts land here after signing in. */
export const Route = createFileRoute('/_console/_staff/crew')({
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Crew | ${site.businessName}`,
          description: 'The ambulance crew’s current booking and its steps.',
          path: '/crew',
          noindex: true,
        })
    : undefined,
  component: CrewScreen,
});
