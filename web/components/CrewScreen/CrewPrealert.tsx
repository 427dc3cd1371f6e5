import { useState } from 'react';
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  COMPLAINT_LABELS,
  COMPLAINTS,
  PRIORITIES,
  PRIORITY_LABELS,
  SEX_LABELS,
  SEXES,
  type AgeBand,
  type Complaint,
  type Priority,
  type Sex,
} from '../../../shared/prealert';
import type { ServiceType } from '../../../shared/booking-values';
import { formatClockDateTime } from '../../lib/provider-clock';
import { liveApi } from '../../lean/api-client';
import { errorToast } from '../../lean/toasts';

export interface CrewPrealertState {
  sentAt: string;
  acknowledgement: { at: string; text: string } | null;
}

type Links = { whatsappHref: string | null; smsHref: string | null };

/** The crew's likely answers, so one tap sends (each can be changed first). */
const COMPLAINT_FOR: Partial<Record<ServiceType, Complaint>> = { cardiac: 'chest_pain', neonatal: 'breathing' };

/**
 * The receiving hospital's pre-alert on the crew's phone (issue 39.2): one tap sends it once the
 * patient is on board (with the choices below, prefilled), then WhatsApp/SMS open the text to the
 * department; the department's answer ("Ready for you: bay 4") shows as soon as it comes (the
 * booking's live change reads the assignment again).
 */
export function CrewPrealert({ bookingId, serviceType, canSend, prealert }: { bookingId: string; serviceType: ServiceType | null; canSend: boolean; prealert: CrewPrealertState | null }) {
  const [ageBand, setAgeBand] = useState<AgeBand>(serviceType === 'neonatal' ? 'newborn' : 'adult');
  const [sex, setSex] = useState<Sex>('unknown');
  const [complaint, setComplaint] = useState<Complaint>((serviceType && COMPLAINT_FOR[serviceType]) ?? 'other');
  const [priority, setPriority] = useState<Priority>('orange');
  const [links, setLinks] = useState<Links | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const sent = await liveApi().crew.sendPrealert.mutate({ bookingId, ageBand, sex, complaint, priority, note: null });
      setLinks({ whatsappHref: sent.whatsappHref, smsHref: sent.smsHref });
    } catch (error) {
      errorToast('Pre-alert not sent', error instanceof Error ? error.message : 'The server could not be reached.');
    } finally {
      setSending(false);
    }
  };
  const select = <T extends string>(label: string, value: T, values: readonly T[], labels: Record<T, string>, set: (v: T) => void) => (
    <label className="prealert-field">
      {label}
      <select value={value} onChange={(e) => set(e.currentTarget.value as T)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="card" data-testid="crew-prealert">
      <p className="label">Hospital pre-alert</p>
      {prealert ? (
        <p className="small-text">Sent {formatClockDateTime(prealert.sentAt)}</p>
      ) : canSend ? (
        <>
          {select('Age', ageBand, AGE_BANDS, AGE_BAND_LABELS, setAgeBand)}
          {select('Sex', sex, SEXES, SEX_LABELS, setSex)}
          {select('Complaint', complaint, COMPLAINTS, COMPLAINT_LABELS, setComplaint)}
          {select('Priority', priority, PRIORITIES, PRIORITY_LABELS, setPriority)}
          <button type="button" className="button" onClick={() => void send()} disabled={sending}>
            Send pre-alert
          </button>
        </>
      ) : (
        <p className="small-text">Sent once the patient is on board.</p>
      )}
      {links?.whatsappHref ? (
        <a className="button light" href={links.whatsappHref} target="_blank" rel="noopener noreferrer">
          Send by WhatsApp
        </a>
      ) : null}
      {links?.smsHref ? (
        <a className="button light" href={links.smsHref}>
          Send by SMS
        </a>
      ) : null}
      {prealert?.acknowledgement ? (
        <p className="prealert-answer" role="status" data-testid="crew-prealert-answer">
          Hospital {formatClockDateTime(prealert.acknowledgement.at)}: <strong>{prealert.acknowledgement.text}</strong>
        </p>
      ) : prealert ? (
        <p className="small-text">No answer from the hospital yet.</p>
      ) : null}
    </section>
  );
}
