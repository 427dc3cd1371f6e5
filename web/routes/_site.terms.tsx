import { createFileRoute } from '@tanstack/react-router';
import { TermsContent } from '../components/LegalPages/LegalPages';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/terms')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Terms of Service | ${site.businessName}`,
          description:
            'How booking requests made on this website work, what to do in an emergency, and how to reach us.',
          path: '/terms',
        })
    : undefined,
  component: () => (
    <StaticContent id="terms-page" className="section-inner section-narrow legal-section">
      <TermsContent />
    </StaticContent>
  ),
});
