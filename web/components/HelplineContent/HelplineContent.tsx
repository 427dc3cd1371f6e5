/**
 * The helpline-number page (spec: "a further helpline-number page exists; its content is not
 * shown"): the number in both forms, when to call, what to say, WhatsApp, areas. Static
 * content only.
 */
import { internationalPhone, localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { placeIn } from '../../../shared/content/home';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CoverageSection } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';

export function HelplineHero() {
  return (
    <div className="page-hero-inner">
      <h1 id="helpline-heading" className="page-hero-heading">
        {m.helpline_heading()}
      </h1>
      <p className="page-hero-lead">{m.helpline_lead()}</p>
      <div className="helpline-numbers">
        <a className="helpline-number" href={telHref(site.phone)}>
          <Icon name="phone" size={28} />
          <span>
            <span className="helpline-number-label">{m.helpline_from_india()}</span>
            <strong className="helpline-number-digits">{localPhone(site.phone)}</strong>
          </span>
        </a>
        <a className="helpline-number" href={telHref(site.phone)}>
          <Icon name="phone" size={28} />
          <span>
            <span className="helpline-number-label">{m.helpline_international()}</span>
            <strong className="helpline-number-digits">{internationalPhone(site.phone)}</strong>
          </span>
        </a>
      </div>
    </div>
  );
}

export function HelplineGuide() {
  return (
    <div className="helpline-guide">
      <section aria-labelledby="helpline-when">
        <h2 id="helpline-when">{m.helpline_when_heading()}</h2>
        <ul className="helpline-list">
          <li>{m.helpline_when_1()}</li>
          <li>{m.helpline_when_2()}</li>
          <li>{m.helpline_when_3()}</li>
          <li>{m.helpline_when_4()}</li>
          <li>{m.helpline_when_5()}</li>
        </ul>
        <p>{m.helpline_when_unsure()}</p>
      </section>
      <section aria-labelledby="helpline-tell">
        <h2 id="helpline-tell">{m.helpline_tell_heading()}</h2>
        <ol className="helpline-list">
          <li>{m.helpline_tell_1()}</li>
          <li>{m.helpline_tell_2()}</li>
          <li>{m.helpline_tell_3()}</li>
          <li>{m.helpline_tell_4()}</li>
          <li>{m.helpline_tell_5()}</li>
        </ol>
        <p>{m.helpline_tell_after()}</p>
      </section>
      <section aria-labelledby="helpline-whatsapp">
        <h2 id="helpline-whatsapp">{m.helpline_whatsapp_heading()}</h2>
        <p>{m.helpline_whatsapp_text()}</p>
        <p>
          <a className="button button-whatsapp" href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
            <Icon name="message" size={20} /> {m.site_whatsapp_chat()}
          </a>
        </p>
        <p>
          {rich(m.helpline_not_urgent({ callback: m.site_callback().toLowerCase() }), {
            book: (text) => <a href={sitePath(`${NAV.contact}#book`)}>{text}</a>,
          })}
        </p>
      </section>
    </div>
  );
}

export function HelplineAreas() {
  return (
    <CoverageSection title={m.site_areas_heading()}>
      {rich(m.helpline_areas_text({ locality: placeIn(site.locality, getLocale()) }), {
        near: (text) => <a href={sitePath(NAV.about)}>{text}</a>,
      })}
    </CoverageSection>
  );
}
