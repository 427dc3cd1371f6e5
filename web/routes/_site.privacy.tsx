import { createFileRoute } from '@tanstack/react-router';
import { PrivacyContent } from '../components/LegalPages/LegalPages';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/privacy')({
  head: () =>
    pageHead({
      title: `${m.legal_privacy_title()} | ${site.businessName}`,
      description: m.legal_privacy_meta_description(),
      path: '/privacy',
    }),
  component: () => (
    <div className="section-inner section-narrow legal-section">
      <PrivacyContent />
    </div>
  ),
});
