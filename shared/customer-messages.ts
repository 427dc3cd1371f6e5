import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { internationalPhone, whatsappHref } from './contact-links';
import { PROVIDER_TIME_ZONE } from './dates';
import type { BookingStatus } from './schemas/booking';
import { normaliseIndianPhone } from './schemas/common';

/**
 * The messages staff send a customer from a booking, by WhatsApp (a wa.me link) or SMS (an
 * sms: link) with the text prefilled: no messaging API, the staff member's own phone or
 * WhatsApp sends it. One text per booking state.
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
}

/** Who is writing: the provider's name and helpline. */
export interface MessageSender {
  businessName: string;
  phone: string;
}

const inProvider = tz(PROVIDER_TIME_ZONE);

/** "15 Mar, 09:30" in Bengaluru time. */
function when(iso: string): string {
  return format(iso, 'd MMM, HH:mm', { in: inProvider });
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function vehicleLine(booking: MessageBooking): string {
  const a = booking.ambulance;
  if (!a) return 'We will send you the ambulance and driver details shortly.';
  const driver = a.driverName ? ` Driver: ${a.driverName}${a.driverPhone ? `, ${internationalPhone(normaliseIndianPhone(a.driverPhone) ?? a.driverPhone)}` : ''}.` : '';
  return `Ambulance: ${a.vehicleNumber}.${driver}`;
}

/** The text for the booking's current state. */
export function customerMessage(booking: MessageBooking, sender: MessageSender): string {
  const hello = `Hello ${firstName(booking.customerName)}, this is ${sender.businessName}.`;
  const ref = booking.reference ? ` (ref. ${booking.reference})` : '';
  const helpline = `Helpline 24x7: ${internationalPhone(sender.phone)}.`;
  const follow = booking.trackingUrl ? ` Follow it live: ${booking.trackingUrl}` : '';
  switch (booking.status) {
    case 'pending':
      return `${hello} We have received your ambulance request${ref} for pickup from ${booking.pickupLocation}. We will call you back within 5 minutes. In an emergency, call us now. ${helpline}${follow}`;
    case 'confirmed':
      return `${hello} Your ambulance booking${ref} is confirmed for ${when(booking.bookingDate)} from ${booking.pickupLocation}. ${vehicleLine(booking)} ${helpline}${follow}`;
    case 'in_progress':
      return `${hello} Your ambulance is on the way to ${booking.pickupLocation}. ${vehicleLine(booking)} ${helpline}${follow}`;
    case 'completed':
      return `${hello} Your ambulance trip${ref} is complete. Thank you for trusting us; we wish you a quick recovery. ${helpline}`;
    case 'cancelled':
      return `${hello} Your ambulance booking${ref} has been cancelled. If you still need an ambulance, call us any time. ${helpline}`;
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
