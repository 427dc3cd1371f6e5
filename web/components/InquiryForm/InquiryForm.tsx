import { useId } from 'react';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { firstIssuePerField, messageFormInput } from '../../../shared/public-forms';
import { Confirmation, Field, PublicForm, useSubmission, type SubmissionPlan } from '../PublicForm/PublicForm';

const plan: SubmissionPlan = {
  check: ({ schemas }, values, key) => {
    const result = schemas.inquirySchema.safeParse(messageFormInput(values, key));
    return result.success ? null : firstIssuePerField(result.error.issues);
  },
  send: ({ api }, values, key) => api.publicApi.site.sendInquiry.mutate({ ...messageFormInput(values, key), language: getLocale() }),
};

/** The contact message form: staff read these under Inquiries. */
export function InquiryForm() {
  const formId = useId();
  const submission = useSubmission(plan, 'message');
  const { fieldErrors } = submission;
  return (
    <PublicForm
      title={m.form_message_title()}
      submission={submission}
      submitLabel={m.form_message_submit()}
      busyLabel={m.form_message_sending()}
      confirmation={(receipt) => <Confirmation title={m.receipt_message_thanks()} receipt={receipt} next={m.receipt_message_next()} />}
    >
      <Field name="name" label={m.form_label_name()} required error={fieldErrors.name} formId={formId}>
        {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
      </Field>
      <div className="form-row">
        <Field name="email" label={m.form_label_email()} required error={fieldErrors.email} formId={formId}>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field name="phone" label={m.form_label_phone_optional()} error={fieldErrors.phone} formId={formId}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
        </Field>
      </div>
      <Field name="message" label={m.form_label_message()} required error={fieldErrors.message} formId={formId}>
        {(props) => <textarea {...props} rows={4} maxLength={5000} />}
      </Field>
    </PublicForm>
  );
}
