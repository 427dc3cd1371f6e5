/**
 * Phone and chat links built from the site configuration. Kept apart from site-config.ts
 * (which needs zod) so public pages can use them without downloading a validator.
 */

/** Formats +91XXXXXXXXXX as the local form people dial: 0XXXXX XXXXX. */
export function localPhone(phone: string): string {
  const digits = phone.replace(/^\+91/, '');
  return digits.length === 10 ? `0${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** Formats +91XXXXXXXXXX as +91 XXXXX XXXXX. */
export function internationalPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

export function telHref(phone: string): string {
  return `tel:${phone}`;
}

/** A WhatsApp chat link (opens in a new tab with rel="noopener"); `text` is prefilled. */
export function whatsappHref(whatsapp: string, text?: string): string {
  const base = `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
