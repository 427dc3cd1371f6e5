/**
 * Privacy and terms pages (static content). They state only what this website does; the
 * provider should review them (README "Content to confirm") before launch.
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { site } from '../../lib/site';
import { rich } from '../PageBlocks/rich';

const telLink = (phone: string) => <a href={telHref(site.phone)}>{phone}</a>;

function Contact() {
  return (
    <p>
      {rich(
        m.legal_contact_line({
          business: site.businessName,
          street: site.streetAddress,
          locality: site.locality,
          city: site.city,
          postal: site.postalCode,
          phone: localPhone(site.phone),
          email: site.email,
        }),
        { tel: telLink, mail: (email) => <a href={`mailto:${site.email}`}>{email}</a> },
      )}
    </p>
  );
}

export function PrivacyContent() {
  return (
    <article className="legal-page">
      <h1>{m.legal_privacy_title()}</h1>
      <h2>{m.legal_privacy_collect_heading()}</h2>
      <p>{m.legal_privacy_collect_1()}</p>
      <p>{m.legal_privacy_collect_2()}</p>
      <h2>{m.legal_privacy_use_heading()}</h2>
      <p>{m.legal_privacy_use()}</p>
      <h2>{m.legal_privacy_who_heading()}</h2>
      <p>{m.legal_privacy_who()}</p>
      <h2>{m.legal_privacy_choices_heading()}</h2>
      <p>{m.legal_privacy_choices()}</p>
      <Contact />
    </article>
  );
}

export function TermsContent() {
  return (
    <article className="legal-page">
      <h1>{m.legal_terms_title()}</h1>
      <h2>{m.legal_terms_requests_heading()}</h2>
      <p>
        {m.legal_terms_requests()} {m.site_callback()}
      </p>
      <h2>{m.legal_terms_emergency_heading()}</h2>
      <p>{rich(m.legal_terms_emergency({ phone: localPhone(site.phone) }), { tel: telLink })}</p>
      <h2>{m.legal_terms_info_heading()}</h2>
      <p>{m.legal_terms_info()}</p>
      <h2>{m.legal_contact_heading()}</h2>
      <Contact />
    </article>
  );
}
