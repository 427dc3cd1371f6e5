import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Locale as DateLocale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { kn } from 'date-fns/locale/kn';
import { internationalPhone, whatsappHref } from './contact-links';
import { PROVIDER_TIME_ZONE } from './dates';
import type { Locale } from './i18n/locale';
import { m } from './i18n/paraglide/messages.js';
import type { BookingStatus } from './schemas/booking';
import { normaliseIndianPhone } from './schemas/common';

/**
 * The messages staff send a customer from a booking, by WhatsApp (a wa.me link) or SMS (an
 * sms: link) with the text prefilled: no messaging API, the staff member's own phone or
 * WhatsApp sends it. One text per booking state, in the language the customer booked in
 * (issue 22: `language`; staff screens stay English).
 */

/** What a message needs to know about a booking (the API's booking has these fields). */
export interface MessageBooking {
  customerName: string;
  customerPhone: string;
  status: BookingStatus;
  pickupLocation: string;
  bookingDate: string;
  /** The short reference the website showed the customer, when known. */
  reference?: string | null;
  ambulance?: { vehicleNumber: string; driverName: string | null; driverPhone: string | null } | null;
  /** The family's tracking link (full URL), added to the texts of a booking still running. */
  trackingUrl?: string | null;
  /** The language the customer booked in (the texts speak it); English when not given. */
  language?: Locale;
}

/** Who is writing: the provider's name and helpline. */
export interface MessageSender {
  businessName: string;
  phone: string;
}

const inProvider = tz(PROVIDER_TIME_ZONE);

/** date-fns's words for each language (English: its default). */
const DATE_LOCALES: Record<Locale, DateLocale | undefined> = { en: undefined, kn, hi };

/** "15 Mar, 09:30" in Bengaluru time (the month in the customer's language). */
function when(iso: string, locale: Locale): string {
  return format(iso, 'd MMM, HH:mm', { in: inProvider, locale: DATE_LOCALES[locale] });
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function vehicleLine(booking: MessageBooking, locale: Locale): string {
  const a = booking.ambulance;
  if (!a) return m.msg_vehicle_to_come({}, { locale });
  const vehicle = m.msg_vehicle({ vehicle: a.vehicleNumber }, { locale });
  if (!a.driverName) return vehicle;
  const driver = a.driverPhone
    ? m.msg_driver_with_phone({ driver: a.driverName, phone: internationalPhone(normaliseIndianPhone(a.driverPhone) ?? a.driverPhone) }, { locale })
    : m.msg_driver({ driver: a.driverName }, { locale });
  return `${vehicle} ${driver}`;
}

/** The text for the booking's current state, in the customer's language. */
export function customerMessage(booking: MessageBooking, sender: MessageSender): string {
  const locale = booking.language ?? 'en';
  const options = { locale };
  const hello = m.msg_hello({ name: firstName(booking.customerName), business: sender.businessName }, options);
  const ref = booking.reference ? ` (${m.msg_reference({ reference: booking.reference }, options)})` : '';
  const pickup = booking.pickupLocation;
  const helpline = m.msg_helpline({ phone: internationalPhone(sender.phone) }, options);
  const follow = booking.trackingUrl ? ` ${m.msg_follow_live({ url: booking.trackingUrl }, options)}` : '';
  switch (booking.status) {
    case 'pending':
      return `${hello} ${m.msg_pending({ ref, pickup }, options)} ${helpline}${follow}`;
    case 'confirmed':
      return `${hello} ${m.msg_confirmed({ ref, when: when(booking.bookingDate, locale), pickup }, options)} ${vehicleLine(booking, locale)} ${helpline}${follow}`;
    case 'in_progress':
      return `${hello} ${m.msg_in_progress({ pickup }, options)} ${vehicleLine(booking, locale)} ${helpline}${follow}`;
    case 'completed':
      return `${hello} ${m.msg_completed({ ref }, options)} ${helpline}`;
    case 'cancelled':
      return `${hello} ${m.msg_cancelled({ ref }, options)} ${helpline}`;
  }
}

/**
 * The customer's number in international form without "+", as wa.me wants it: Indian numbers
 * as 91 and ten digits (a landline's trunk 0 dropped); anything else as its digits.
 */
export function internationalDigits(phone: string): string {
  const normal = normaliseIndianPhone(phone);
  if (normal?.startsWith('+91')) return normal.slice(1);
  if (normal?.startsWith('0')) return `91${normal.slice(1)}`;
  return phone.replace(/\D/g, '');
}

/** https://wa.me/<digits>?text=... (open in a new tab with rel="noopener noreferrer"). */
export function customerWhatsAppLink(booking: MessageBooking, sender: MessageSender): string {
  return whatsappHref(internationalDigits(booking.customerPhone), customerMessage(booking, sender));
}

/** sms:+<digits>?body=... (the form iOS and Android both read). */
export function customerSmsLink(booking: MessageBooking, sender: MessageSender): string {
  return `sms:+${internationalDigits(booking.customerPhone)}?body=${encodeURIComponent(customerMessage(booking, sender))}`;
}
