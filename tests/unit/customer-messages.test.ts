import { describe, expect, it } from 'vitest';
import {
  customerMessage,
  customerSmsLink,
  customerWhatsAppLink,
  internationalDigits,
  type MessageBooking,
} from '../../shared/customer-messages';

const sender = { businessName: 'Bengaluru Ambulance Service', phone: '+919845000000' };
const booking: MessageBooking = {
  customerName: 'Meena Rao',
  customerPhone: '098450 12345',
  status: 'pending',
  pickupLocation: 'ITPL Main Road, Whitefield',
  // 04:00 UTC is 09:30 in Bengaluru.
  bookingDate: '2027-03-15T04:00:00.000Z',
  reference: 'AB12CD34',
  ambulance: null,
};
const assigned = { vehicleNumber: 'KA-01-AB-1234', driverName: 'Ramesh Kumar', driverPhone: '98860 11111' };

describe('customer messages, one per booking state', () => {
  it('request received: the reference, the pickup and the 5-minute call-back promise', () => {
    const text = customerMessage(booking, sender);
    expect(text).toBe(
      'Hello Meena, this is Bengaluru Ambulance Service. We have received your ambulance request (ref. AB12CD34) for pickup ' +
        'from ITPL Main Road, Whitefield. We will call you back within 5 minutes. In an emergency, call us now. Helpline 24x7: +91 98450 00000.',
    );
  });

  it('confirmed: time in Bengaluru, vehicle number, driver name and phone', () => {
    const text = customerMessage({ ...booking, status: 'confirmed', ambulance: assigned }, sender);
    expect(text).toContain('is confirmed for 15 Mar, 09:30 from ITPL Main Road, Whitefield.');
    expect(text).toContain('Ambulance: KA-01-AB-1234. Driver: Ramesh Kumar, +91 98860 11111.');
  });

  it('confirmed before a vehicle is assigned promises the details', () => {
    expect(customerMessage({ ...booking, status: 'confirmed' }, sender)).toContain('We will send you the ambulance and driver details shortly.');
  });

  it('on the way, completed and cancelled each say so', () => {
    expect(customerMessage({ ...booking, status: 'in_progress', ambulance: assigned }, sender)).toContain(
      'Your ambulance is on the way to ITPL Main Road, Whitefield. Ambulance: KA-01-AB-1234.',
    );
    expect(customerMessage({ ...booking, status: 'completed' }, sender)).toContain('Your ambulance trip (ref. AB12CD34) is complete.');
    expect(customerMessage({ ...booking, status: 'cancelled' }, sender)).toContain('Your ambulance booking (ref. AB12CD34) has been cancelled.');
  });

  it('every state ends with the helpline, and no text is empty', () => {
    for (const status of ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const) {
      expect(customerMessage({ ...booking, status }, sender)).toMatch(/Helpline 24x7: \+91 98450 00000\.$/);
    }
  });
});

describe('links', () => {
  it('numbers become international digits, as wa.me wants them', () => {
    expect(internationalDigits('98450 12345')).toBe('919845012345');
    expect(internationalDigits('+91 98450-12345')).toBe('919845012345');
    expect(internationalDigits('098450 12345')).toBe('919845012345');
    expect(internationalDigits('080 1234 5678')).toBe('918012345678');
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it('WhatsApp: wa.me with the text encoded', () => {
    const link = customerWhatsAppLink(booking, sender);
    expect(link.startsWith('https://wa.me/919845012345?text=')).toBe(true);
    expect(decodeURIComponent(new URL(link).searchParams.get('text')!)).toBe(customerMessage(booking, sender));
    expect(new URL(link).searchParams.get('text')).toBe(customerMessage(booking, sender));
  });

  it('SMS: sms:+<digits>?body= with the text encoded (commas, brackets and & survive)', () => {
    const odd = { ...booking, pickupLocation: 'Gate 2 & 3, (Block A)' };
    const link = customerSmsLink(odd, sender);
    expect(link.startsWith('sms:+919845012345?body=')).toBe(true);
    expect(decodeURIComponent(link.slice(link.indexOf('=') + 1))).toBe(customerMessage(odd, sender));
    expect(link).not.toContain(' ');
    expect(link).not.toContain('&3');
  });
});
