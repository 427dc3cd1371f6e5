/**
 * Privacy and terms pages (static content). They state only what this website does; the
 * provider should review them (README "Content to confirm") before launch.
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { CALLBACK_PROMISE } from '../../../shared/booking-options';
import { site } from '../../lib/site';

function Contact() {
  return (
    <p>
      {site.businessName}, {site.streetAddress}, {site.locality}, {site.city} {site.postalCode}. Phone{' '}
      <a href={telHref(site.phone)}>{localPhone(site.phone)}</a>, e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
    </p>
  );
}

export function PrivacyContent() {
  return (
    <article className="legal-page">
      <h1>Privacy Policy</h1>
      <h2>What we collect</h2>
      <p>
        When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination,
        service type, date and time, notes and how you prefer to be contacted. When you send a message we receive your name, e-mail
        address, message and, if you give it, your phone number.
      </p>
      <p>
        To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no
        tracking or advertising scripts; where a page shows a map, the map comes from Google Maps, whose own privacy policy applies to
        it.
      </p>
      <h2>Why we use it</h2>
      <p>Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle.</p>
      <h2>Who sees it</h2>
      <p>Our staff, through our booking dashboard, which needs a staff sign-in.</p>
      <h2>Your choices</h2>
      <p>To see, correct or delete what we hold about you, contact us:</p>
      <Contact />
    </article>
  );
}

export function TermsContent() {
  return (
    <article className="legal-page">
      <h1>Terms of Service</h1>
      <h2>Booking requests</h2>
      <p>
        A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp.{' '}
        {CALLBACK_PROMISE}
      </p>
      <h2>Emergencies</h2>
      <p>
        In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <a href={telHref(site.phone)}>{localPhone(site.phone)}</a>.
      </p>
      <h2>Information on this website</h2>
      <p>The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care.</p>
      <h2>Contact</h2>
      <Contact />
    </article>
  );
}
