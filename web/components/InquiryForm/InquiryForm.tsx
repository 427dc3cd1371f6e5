import { useId } from 'react';
import { firstIssuePerField, messageFormInput } from '../../../shared/public-forms';
import { Confirmation, Field, PublicForm, useSubmission, type SubmissionPlan } from '../PublicForm/PublicForm';

const plan: SubmissionPlan = {
  check: ({ schemas }, values, key) => {
    const result = schemas.inquirySchema.safeParse(messageFormInput(values, key));
    return result.success ? null : firstIssuePerField(result.error.issues);
  },
  send: ({ api }, values, key) => api.publicApi.site.sendInquiry.mutate(messageFormInput(values, key)),
};

/** The contact message form: staff read these under Inquiries. */
export function InquiryForm() {
  const formId = useId();
  const submission = useSubmission(plan, 'message');
  const { fieldErrors } = submission;
  return (
    <PublicForm
      title="Send Us a Message"
      submission={submission}
      submitLabel="Send Message"
      busyLabel="Sending…"
      confirmation={(receipt) => <Confirmation title="Thank you! Your message has been sent." receipt={receipt} next="We will reply by e-mail or phone." />}
    >
      <Field name="name" label="Name" required error={fieldErrors.name} formId={formId}>
        {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
      </Field>
      <div className="form-row">
        <Field name="email" label="Email" required error={fieldErrors.email} formId={formId}>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field name="phone" label="Phone (optional)" error={fieldErrors.phone} formId={formId}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
        </Field>
      </div>
      <Field name="message" label="Message" required error={fieldErrors.message} formId={formId}>
        {(props) => <textarea {...props} rows={4} maxLength={5000} />}
      </Field>
    </PublicForm>
  );
}
