/**
 * A phone number as a viewer sees it in lists: every digit but the last 4 hidden, spacing
 * kept ("+91 98450 11223" -> "+•• ••••• •1223"). The booking's detail shows it in full.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '•'));
}

/**
 * What stands in for personal text that was removed: in booking and message columns that may
 * not be empty, and in a timeline's erased values.
 */
export const ANONYMISED = '(anonymised)';
