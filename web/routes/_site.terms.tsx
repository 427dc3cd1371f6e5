import { createFileRoute } from '@tanstack/react-router';
import { TermsContent } from '../components/LegalPages/LegalPages';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/terms')({
  head: () =>
    pageHead({
      title: `${m.legal_terms_title()} | ${site.businessName}`,
      description: m.legal_terms_meta_description(),
      path: '/terms',
    }),
  component: () => (
    <div className="section-inner section-narrow legal-section">
      <TermsContent />
    </div>
  ),
});
