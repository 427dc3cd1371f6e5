import { useEffect, useRef, useState } from 'react';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatRupees } from '../../../shared/money';
import { prepareSubmission } from '../PublicForm/submission';

type Estimate = { lowPaise: number; highPaise: number; hospital: string };

/**
 * The fare estimate on the public form (issue 40.2): once the phone's position is known ("Use my
 * current location") and the destination names a listed hospital, the range the road distance
 * gives, with the words that the final fare follows the trip and that emergencies are dispatched
 * before any payment. It reads the form's own fields as they change and asks the server (with the
 * tools the form loads on first use), never holding up the request; without a script, nothing.
 */
export function FareEstimateLine() {
  const anchor = useRef<HTMLParagraphElement>(null);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = '';
    const look = () => {
      const data = new FormData(form);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === 'string' ? value.trim() : '';
      };
      const values = { lat: text('pickupLat'), lng: text('pickupLng'), destination: text('destination'), serviceType: text('serviceType') };
      if (!values.lat || !values.lng || values.destination.length < 3 || !values.serviceType) {
        asked = '';
        setEstimate(null);
        return;
      }
      const key = JSON.stringify(values);
      if (key === asked) return;
      asked = key;
      void prepareSubmission()
        .then(({ api }) => api.publicApi.site.fareEstimate.query({ serviceType: values.serviceType, pickupLat: Number(values.lat), pickupLng: Number(values.lng), destination: values.destination }))
        .then((answer) => asked === key && setEstimate(answer))
        .catch(() => asked === key && setEstimate(null));
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(look, 500);
    };
    form.addEventListener('input', soon);
    form.addEventListener('change', soon);
    // The position arrives as hidden fields, which fire no event: watch for them.
    const watcher = new MutationObserver(soon);
    watcher.observe(form, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      watcher.disconnect();
      form.removeEventListener('input', soon);
      form.removeEventListener('change', soon);
    };
  }, []);
  const locale = getLocale();
  return (
    <p ref={anchor} className="form-estimate" aria-live="polite" data-testid="form-fare-estimate">
      {estimate
        ? `${m.form_fare_estimate({ hospital: estimate.hospital, low: formatRupees(estimate.lowPaise, locale), high: formatRupees(estimate.highPaise, locale) })} ${m.fares_final()}`
        : null}
    </p>
  );
}
