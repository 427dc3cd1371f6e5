import { useId, useState } from 'react';
import { callbackPromise, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS, type BookingFormVariant } from '../../../shared/booking-options';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { bookingFormInput, firstIssuePerField } from '../../../shared/public-forms';
import { useHydrated } from '../../lib/hydrated';
import { FareEstimateLine } from './FareEstimateLine';
import { Confirmation, TrackingLink, Field, PublicForm, useSubmission, withStrong, type SubmissionPlan } from '../PublicForm/PublicForm';

const plans: Record<BookingFormVariant, SubmissionPlan> = {
  home: planFor('home'),
  landing: planFor('landing'),
};

function planFor(variant: BookingFormVariant): SubmissionPlan {
  return {
    check: ({ schemas }, values, key) => {
      const result = schemas.bookingRequestSchema.safeParse(bookingFormInput(variant, values, key));
      return result.success ? null : firstIssuePerField(result.error.issues);
    },
    send: ({ api }, values, key) => api.publicApi.site.requestBooking.mutate({ ...bookingFormInput(variant, values, key), language: getLocale() }),
  };
}

/**
 * The public booking request form (spec section 5). `home` is the home/contact form (date
 * and time, preferred contact); `landing` the landing page's (its own service list, no date).
 */
export function BookingForm({ variant = 'home' }: { variant?: BookingFormVariant }) {
  const formId = useId();
  const submission = useSubmission(plans[variant], 'booking');
  const { fieldErrors, answer } = submission;
  const options = variant === 'landing' ? LANDING_FORM_SERVICE_OPTIONS : HOME_FORM_SERVICE_OPTIONS;
  const field = { formId } as const;

  return (
    <PublicForm
      title={m.form_booking_title()}
      variant={variant}
      submission={submission}
      submitLabel={m.form_booking_submit()}
      busyLabel={m.form_booking_sending()}
      confirmation={(receipt) => <Confirmation title={m.receipt_booking_thanks()} receipt={receipt} next={callbackPromise()} />}
      afterConfirmation={(receipt) => (
        <div className="form-confirmation">
          <p>{withStrong((reference) => m.receipt_request_with_us({ reference }), receipt.reference)}</p>
          {receipt.trackingPath && <TrackingLink receipt={receipt} />}
        </div>
      )}
    >
      <div className="form-row">
        <Field name="name" label={m.form_label_full_name()} required error={fieldErrors.name} {...field}>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
        </Field>
        <Field name="phone" label={m.form_label_phone()} required error={fieldErrors.phone} {...field}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
        </Field>
      </div>
      <Field name="pickupAddress" label={m.form_label_pickup_address()} required error={fieldErrors.pickupAddress} {...field}>
        {(props) => <input {...props} type="text" autoComplete="street-address" maxLength={300} />}
      </Field>
      <UseMyLocation error={fieldErrors.pickupLat ?? fieldErrors.pickupLng ?? fieldErrors.pickupAccuracy} />
      <div className="form-row">
        <Field name="destination" label={m.form_label_destination()} error={fieldErrors.destination} {...field}>
          {(props) => <input {...props} type="text" maxLength={300} />}
        </Field>
        <Field name="serviceType" label={m.form_label_service_type()} markedRequired error={fieldErrors.serviceType} {...field}>
          {(props) => (
            <select {...props} defaultValue={props.defaultValue ?? ''}>
              <option value="" disabled>
                {m.form_select_service_type()}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label()}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FareEstimateLine />
      {variant === 'home' && (
        <Field name="dateTime" label={m.form_label_date_time()} error={fieldErrors.dateTime} {...field}>
          {(props) => <input {...props} type="datetime-local" />}
        </Field>
      )}
      <Field name="notes" label={m.form_label_notes()} error={fieldErrors.notes} {...field}>
        {(props) => <textarea {...props} rows={variant === 'landing' ? 4 : 3} maxLength={2000} />}
      </Field>
      {variant === 'home' && (
        <fieldset className="form-choice">
          <legend>{m.form_label_preferred_contact()}</legend>
          {PREFERRED_CONTACT_OPTIONS.map((option) => (
            <label key={option.value} className="form-radio">
              <input type="radio" name="preferredContact" value={option.value} defaultChecked={option.value === (answer?.values.preferredContact ?? 'call')} /> {option.label()}
            </label>
          ))}
        </fieldset>
      )}
    </PublicForm>
  );
}

type Located = { state: 'idle' | 'finding' } | { state: 'found'; lat: number; lng: number; accuracy: number } | { state: 'failed'; message: string };

/**
 * "Use my current location" (optional): the phone's position goes with the request in hidden
 * fields. Only where the browser has geolocation and the app runs: without JavaScript the
 * button is hidden (`scripting: none` in home.css) and the form works as before. The server
 * renders it too, disabled until the form's script has started, so the form does not grow by
 * its line when the script starts (it moved what lay below it, the footer's links among them,
 * under a reader's finger). A refusal or a failure says so in one line and never blocks the
 * request: the typed address is what counts.
 */
function UseMyLocation({ error }: { error?: string }) {
  const ready = useHydrated();
  const [located, setLocated] = useState<Located>({ state: 'idle' });
  if (ready && !('geolocation' in navigator)) return null;
  const locate = () => {
    setLocated({ state: 'finding' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setLocated({ state: 'found', lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      (failure) =>
        setLocated({
          state: 'failed',
          message:
            failure.code === failure.PERMISSION_DENIED ? m.form_location_denied() : m.form_location_failed(),
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  const line =
    error ??
    (located.state === 'finding'
      ? m.form_location_finding()
      : located.state === 'found'
        ? m.form_location_added({ metres: Math.max(1, Math.round(located.accuracy)) })
        : located.state === 'failed'
          ? located.message
          : '');
  return (
    <div className="form-locate">
      <button type="button" className="button button-outline" onClick={locate} disabled={!ready || located.state === 'finding'}>
        {m.form_use_location()}
      </button>
      <span role="status" className={error ? 'form-error' : undefined}>
        {line}
      </span>
      {located.state === 'found' && (
        <>
          <input type="hidden" name="pickupLat" value={located.lat} />
          <input type="hidden" name="pickupLng" value={located.lng} />
          <input type="hidden" name="pickupAccuracy" value={located.accuracy} />
        </>
      )}
    </div>
  );
}
