import { createContext, useContext, type ReactNode } from 'react';
import type { FormValues } from '../../../shared/public-forms';

/** The values a form shows at first: none, or on an answer page the ones the person sent. */
export const InitialValues = createContext<FormValues>({});

/** The value a field starts with (in the browser always none: the prerendered form is empty). */
export function useInitialValue(name: string): string | undefined {
  return useContext(InitialValues)[name];
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Shown as required (asterisk, aria-required) without the browser enforcing it. */
  markedRequired?: boolean;
  error?: string;
  formId: string;
  children: (props: {
    id: string;
    name: string;
    defaultValue?: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    required?: boolean;
    'aria-required'?: true;
  }) => ReactNode;
}

/** A labelled form control with its error message. */
export function Field({ name, label, required, markedRequired, error, formId, children }: FieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const defaultValue = useInitialValue(name);
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {(required || markedRequired) && <span className="form-required" aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        name,
        defaultValue,
        required: required || undefined,
        'aria-required': markedRequired || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
