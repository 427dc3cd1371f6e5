import { createFileRoute } from '@tanstack/react-router';
import { PrivacyContent } from '../components/LegalPages/LegalPages';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/privacy')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Privacy Policy | ${site.businessName}`,
          description:
            'What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted.',
          path: '/privacy',
        })
    : undefined,
  component: () => (
    <StaticContent id="privacy-page" className="section-inner section-narrow legal-section">
      <PrivacyContent />
    </StaticContent>
  ),
});
