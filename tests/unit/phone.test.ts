import { describe, expect, it } from 'vitest';
import { normaliseIndianPhone } from '../../shared/schemas/common';
import { internationalPhone, localPhone, whatsappHref } from '../../shared/contact-links';

describe('Indian phone numbers in the forms people write them', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['098765 43210', '09876543210'],
    ['(+91) 98765 43210', null], // brackets around the country code are not a common form
    ['080 1234 5678', '08012345678'],
    ['080-41234567', '08041234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseIndianPhone(input)).toBe(expected);
  });

  it.each(['12345', '5876543210', '+1 415 555 0100', '98765432101', 'call me', '', '+91 98765 4321'])('refuses %s', (input) => {
    expect(normaliseIndianPhone(input)).toBeNull();
  });
});

describe('contact links', () => {
  it('formats the helpline in local and international form', () => {
    expect(localPhone('+919876543210')).toBe('098765 43210');
    expect(internationalPhone('+919876543210')).toBe('+91 98765 43210');
  });
  it('builds a WhatsApp link with prefilled text', () => {
    expect(whatsappHref('+919876543210', 'I need an ICU ambulance urgently')).toBe(
      'https://wa.me/919876543210?text=I%20need%20an%20ICU%20ambulance%20urgently',
    );
    expect(whatsappHref('+919876543210')).toBe('https://wa.me/919876543210');
  });
});
