import { createFileRoute } from '@tanstack/react-router';
import { TermsContent } from '../components/LegalPages/LegalPages';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/terms')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `${m.legal_terms_title()} | ${site.businessName}`,
          description: m.legal_terms_meta_description(),
          path: '/terms',
        })
    : undefined,
  component: () => (
    <StaticContent id="terms-page" className="section-inner section-narrow legal-section">
      <TermsContent />
    </StaticContent>
  ),
});
