import { useId } from 'react';
import { CALLBACK_PROMISE, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS, type BookingFormVariant } from '../../../shared/booking-options';
import { bookingFormInput, firstIssuePerField } from '../../../shared/public-forms';
import { Confirmation, TrackingLink, Field, PublicForm, useSubmission, type SubmissionPlan } from '../PublicForm/PublicForm';

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
    send: ({ api }, values, key) => api.publicApi.site.requestBooking.mutate(bookingFormInput(variant, values, key)),
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
      title="Request an Ambulance"
      variant={variant}
      submission={submission}
      submitLabel="Request Ambulance"
      busyLabel="Sending request…"
      confirmation={(receipt) => <Confirmation title="Thank you! Your request has been received." receipt={receipt} next={CALLBACK_PROMISE} />}
      afterConfirmation={(receipt) => (
        <div className="form-confirmation">
          <p>
            Your request <strong>{receipt.reference}</strong> is with us.
          </p>
          {receipt.trackingPath && <TrackingLink receipt={receipt} />}
        </div>
      )}
    >
      <div className="form-row">
        <Field name="name" label="Full Name" required error={fieldErrors.name} {...field}>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
        </Field>
        <Field name="phone" label="Phone Number" required error={fieldErrors.phone} {...field}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
        </Field>
      </div>
      <Field name="pickupAddress" label="Pickup Address" required error={fieldErrors.pickupAddress} {...field}>
        {(props) => <input {...props} type="text" autoComplete="street-address" maxLength={300} />}
      </Field>
      <div className="form-row">
        <Field name="destination" label="Destination" error={fieldErrors.destination} {...field}>
          {(props) => <input {...props} type="text" maxLength={300} />}
        </Field>
        <Field name="serviceType" label="Service Type" markedRequired error={fieldErrors.serviceType} {...field}>
          {(props) => (
            <select {...props} defaultValue={props.defaultValue ?? ''}>
              <option value="" disabled>
                Select service type
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {variant === 'home' && (
        <Field name="dateTime" label="Date & Time" error={fieldErrors.dateTime} {...field}>
          {(props) => <input {...props} type="datetime-local" />}
        </Field>
      )}
      <Field name="notes" label="Additional Notes" error={fieldErrors.notes} {...field}>
        {(props) => <textarea {...props} rows={variant === 'landing' ? 4 : 3} maxLength={2000} />}
      </Field>
      {variant === 'home' && (
        <fieldset className="form-choice">
          <legend>Preferred contact</legend>
          {PREFERRED_CONTACT_OPTIONS.map((option) => (
            <label key={option.value} className="form-radio">
              <input type="radio" name="preferredContact" value={option.value} defaultChecked={option.value === (answer?.values.preferredContact ?? 'call')} /> {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </PublicForm>
  );
}
