import { useId } from 'react';
import { Field, FormNoScript, firstIssuePerField, prepareSubmission, SubmissionFeedback, useSubmission, type SubmissionPlan } from '../PublicForm/PublicForm';

const toInput = (values: Record<string, string>, idempotencyKey: string) => ({
  name: values.name ?? '',
  email: values.email ?? '',
  phone: values.phone ?? '',
  message: values.message ?? '',
  idempotencyKey,
});

const plan: SubmissionPlan = {
  check: ({ schemas }, values, key) => {
    const result = schemas.inquirySchema.safeParse(toInput(values, key));
    return result.success ? null : firstIssuePerField(result.error.issues);
  },
  send: ({ api }, values, key) => api.publicApi.site.sendInquiry.mutate(toInput(values, key)),
};

/** The contact message form: staff read these under Inquiries. */
export function InquiryForm() {
  const formId = useId();
  const { status, fieldErrors, onSubmit, busy, ready } = useSubmission(plan);
  const field = { formId } as const;
  return (
    <div className="form-card">
      <h3 className="form-heading">Send Us a Message</h3>
      <SubmissionFeedback
        status={status}
        confirmation={(reference) => (
          <>
            <p className="form-confirmation-title">Thank you! Your message has been sent.</p>
            <p>
              Reference: <strong>{reference}</strong>
            </p>
            <p>We will reply by e-mail or phone.</p>
          </>
        )}
      />
      {status.state !== 'sent' && (
        <form
          className="public-form"
          // Sent by script; posting (never GET) keeps personal details out of URLs before it runs.
          method="post"
          data-ready={ready || undefined}
          onSubmit={onSubmit} onFocus={() => void prepareSubmission().catch(() => {})}
        >
          <FormNoScript />
          <Field name="name" label="Name" required error={fieldErrors.name} {...field}>
            {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
          </Field>
          <div className="form-row">
            <Field name="email" label="Email" required error={fieldErrors.email} {...field}>
              {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} />}
            </Field>
            <Field name="phone" label="Phone (optional)" error={fieldErrors.phone} {...field}>
              {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
            </Field>
          </div>
          <Field name="message" label="Message" required error={fieldErrors.message} {...field}>
            {(props) => <textarea {...props} rows={4} maxLength={5000} />}
          </Field>
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? 'Sending…' : 'Send Message'}
          </button>
        </form>
      )}
    </div>
  );
}
