import { z } from 'zod';
import { AGE_BANDS, COMPLAINTS, PREALERT_ACK_MAX, PREALERT_NOTE_MAX, PRIORITIES, SEXES } from '../prealert';
import { idSchema, optionalText } from './common';

export * from '../prealert';

/** The clinical summary staff or the crew send with a pre-alert (issue 39.2). */
export const prealertDetails = z.object({
  ageBand: z.enum(AGE_BANDS, { error: 'Choose the age band' }),
  sex: z.enum(SEXES, { error: 'Choose the sex (or Not known)' }),
  complaint: z.enum(COMPLAINTS, { error: 'Choose the chief complaint' }),
  note: optionalText(PREALERT_NOTE_MAX, 'Note'),
  priority: z.enum(PRIORITIES, { error: 'Choose the priority' }),
});
export type PrealertDetailsInput = z.input<typeof prealertDetails>;

export const sendPrealertInput = prealertDetails.extend({ bookingId: idSchema });
export type SendPrealertInput = z.input<typeof sendPrealertInput>;

export const prealertOfInput = z.object({ bookingId: idSchema });

/** The department's acknowledgement: a short text ("Ready for you: bay 4"), no account. */
export const prealertAckInput = z.object({
  text: z
    .string({ error: 'Type a short answer, e.g. Ready for you: bay 4' })
    .trim()
    .min(1, 'Type a short answer, e.g. Ready for you: bay 4')
    .max(PREALERT_ACK_MAX, `The answer may be at most ${PREALERT_ACK_MAX} characters`),
});
