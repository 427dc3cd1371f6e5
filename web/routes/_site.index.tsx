import { createFileRoute } from '@tanstack/react-router';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/_site/')({
  head: () =>
    pageHead({
      title: 'Ambulance Service in Bengaluru | 24/7 Emergency & ICU Ambulance',
      description: '24/7 ambulance service in Bengaluru: emergency, ICU, cardiac and patient transfer ambulances.',
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <main>
      <StaticContent id="home-intro">
        {__RENDER_STATIC__ && (
          <>
            <h1>24/7 Ambulance Service in Bengaluru</h1>
            <p>Emergency, ICU and patient transfer ambulances, available around the clock.</p>
            <a href="/no-such-page">A static link</a>
          </>
        )}
      </StaticContent>
    </main>
  );
}
