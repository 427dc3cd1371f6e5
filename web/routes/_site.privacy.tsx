import { createFileRoute } from '@tanstack/react-router';
import { PrivacyContent } from '../components/LegalPages/LegalPages';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_site/privacy')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `${m.legal_privacy_title()} | ${site.businessName}`,
          description: m.legal_privacy_meta_description(),
          path: '/privacy',
        })
    : undefined,
  component: () => (
    <StaticContent id="privacy-page" className="section-inner section-narrow legal-section">
      <PrivacyContent />
    </StaticContent>
  ),
});
