/**
 * The helpline-number page (spec: "a further helpline-number page exists; its content is not
 * shown"): the number in both forms, when to call, what to say, WhatsApp, areas. Static
 * content only.
 */
import { internationalPhone, localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { CALLBACK_PROMISE } from '../../../shared/booking-options';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CoverageSection } from '../PageBlocks/PageBlocks';

export function HelplineHero() {
  return (
    <div className="page-hero-inner">
      <h1 id="helpline-heading" className="page-hero-heading">
        Ambulance Helpline Number, Bengaluru
      </h1>
      <p className="page-hero-lead">Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings.</p>
      <div className="helpline-numbers">
        <a className="helpline-number" href={telHref(site.phone)}>
          <Icon name="phone" size={28} />
          <span>
            <span className="helpline-number-label">From a phone in India</span>
            <strong className="helpline-number-digits">{localPhone(site.phone)}</strong>
          </span>
        </a>
        <a className="helpline-number" href={telHref(site.phone)}>
          <Icon name="phone" size={28} />
          <span>
            <span className="helpline-number-label">International form</span>
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
        <h2 id="helpline-when">When to call</h2>
        <ul className="helpline-list">
          <li>Someone is unconscious, has trouble breathing or has chest pain.</li>
          <li>After a road accident, a fall or any serious injury.</li>
          <li>Sudden weakness, confusion, or difficulty speaking.</li>
          <li>A critically ill patient needs an ICU ambulance or a transfer between hospitals.</li>
          <li>To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer.</li>
        </ul>
        <p>If you are not sure what is needed, call anyway: the call-taker will help you decide.</p>
      </section>
      <section aria-labelledby="helpline-tell">
        <h2 id="helpline-tell">What to tell the call-taker</h2>
        <ol className="helpline-list">
          <li>Where the patient is: the full address and a landmark nearby.</li>
          <li>A phone number we can reach you on.</li>
          <li>What happened, and how the patient is now: awake, breathing, bleeding.</li>
          <li>The patient&apos;s age and any condition you know of.</li>
          <li>Which hospital the patient should go to, if you know.</li>
        </ol>
        <p>Then keep your phone free and close by: the crew may call you for directions.</p>
      </section>
      <section aria-labelledby="helpline-whatsapp">
        <h2 id="helpline-whatsapp">Cannot talk? Use WhatsApp</h2>
        <p>
          Message us with the patient&apos;s location (share it from WhatsApp if you can) and what has happened. We reply on the same
          chat.
        </p>
        <p>
          <a className="button button-whatsapp" href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
            <Icon name="message" size={20} /> Chat on WhatsApp (new tab)
          </a>
        </p>
        <p>
          Not urgent? <a href={`${NAV.contact}#book`}>Send a booking request</a>: {CALLBACK_PROMISE.toLowerCase()}
        </p>
      </section>
    </div>
  );
}

export function HelplineAreas() {
  return (
    <CoverageSection title="Areas We Cover">
      From our base in {site.locality}, across Bengaluru. Looking for the nearest ambulance? See <a href={NAV.about}>ambulance near me</a>.
    </CoverageSection>
  );
}
