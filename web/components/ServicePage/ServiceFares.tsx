import { useContext } from 'react';
import type { ServiceType } from '../../../shared/booking-values';
import type { ServiceId } from '../../../shared/content/services';
import { PROVIDER_TIME_ZONE } from '../../../shared/dates';
import { FARES_MARK, fareLinesOf } from '../../../shared/fares';
import { getLocale } from '../../../shared/i18n/locale';
import { FARE_VEHICLE_NAMES } from '../../../shared/i18n/fare-words';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatRupees } from '../../../shared/money';
import { RateCardContext } from '../../lib/rate-card-context';

/** The booking service types whose fares each service page shows (air, corporate and event are quoted per trip). */
const PAGE_FARES: Record<ServiceId, ServiceType[]> = {
  emergency: ['emergency'],
  icu: ['icu'],
  basic: ['basic'],
  cardiac: ['cardiac'],
  neonatal: ['neonatal'],
  air: ['air'],
  mortuary: ['funeral'],
  funeral: ['funeral'],
  event: ['event'],
  intercity: ['intercity'],
  corporate: ['corporate'],
};

/**
 * A service page's fares (issue 40.2), from the rate card in force when the page was rendered:
 * a plain table, in the page's language (the provider writes the add-ons', concessions' and
 * note's words in each), with scripts off.
 */
export function ServiceFares({ serviceId }: { serviceId: ServiceId }) {
  const card = useContext(RateCardContext);
  const locale = getLocale();
  const rupees = (paise: number) => formatRupees(paise, locale);
  const lines = card ? PAGE_FARES[serviceId].flatMap((s) => fareLinesOf(card.body, s)) : [];
  const body = card?.body;
  const since = card ? new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: 'medium', timeZone: PROVIDER_TIME_ZONE }).format(new Date(card.effectiveFrom)) : '';
  return (
    <section className="service-section" id="fares" aria-labelledby="fares-heading" data-testid="service-fares" {...{ [FARES_MARK]: '' }}>
      <div className="service-section-inner">
        <h2 id="fares-heading">{m.fares_heading()}</h2>
        {!body ? (
          <p>{m.fares_unavailable()}</p>
        ) : lines.length === 0 ? (
          <p>{m.fares_quoted()}</p>
        ) : (
          <>
            <p>{m.fares_in_force({ date: since })}</p>
            <div className="fare-table-wrap">
              <table className="fare-table">
                <thead>
                  <tr>
                    <th scope="col">{m.fares_col_vehicle()}</th>
                    <th scope="col">{m.fares_col_minimum()}</th>
                    <th scope="col">{m.fares_col_per_km()}</th>
                    <th scope="col">{m.fares_col_waiting()}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((l) => (
                    <tr key={`${l.serviceType}/${l.vehicleKind}`}>
                      <th scope="row">{FARE_VEHICLE_NAMES[l.vehicleKind]()}</th>
                      <td>{m.fares_minimum({ amount: rupees(l.minimumFarePaise), km: String(l.includedKm) })}</td>
                      <td>{rupees(l.perKmPaise)}</td>
                      <td>{m.fares_waiting({ minutes: String(l.waitingFreeMinutes), amount: rupees(l.waitingPerHourPaise) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {body.night && body.night.surchargeBps > 0 ? <p>{m.fares_night({ from: body.night.from, to: body.night.to, percent: String(body.night.surchargeBps / 100) })}</p> : null}
            {body.addOns.length > 0 ? (
              <>
                <h3>{m.fares_add_ons()}</h3>
                <ul>
                  {body.addOns.map((a) => (
                    <li key={a.code}>{(a.per === 'trip' ? m.fares_add_on_trip : m.fares_add_on_floor)({ name: a.label[locale], amount: rupees(a.pricePaise) })}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {body.concessions.length > 0 ? (
              <>
                <h3>{m.fares_concessions()}</h3>
                <ul>
                  {body.concessions.map((c) => (
                    <li key={c.code}>
                      {c.kind === 'percent'
                        ? m.fares_concession_percent({ name: c.label[locale], who: c.whoQualifies[locale], percent: String(c.value / 100) })
                        : m.fares_concession_per_km({ name: c.label[locale], who: c.whoQualifies[locale], amount: rupees(c.value) })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {body.note ? <p>{body.note[locale]}</p> : null}
          </>
        )}
        <p>
          <strong>{m.fares_final()}</strong>
        </p>
      </div>
    </section>
  );
}
