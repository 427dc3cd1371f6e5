import type { ErrorComponentProps } from '@tanstack/react-router';
import { getLocale, localizedPath } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Spec "Router fallback": Unexpected Application Error! with the message (stack in development only). */
export function AppError({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{m.error_unexpected()}</h1>
      <p>{message}</p>
      {import.meta.env.DEV && error instanceof Error && error.stack ? (
        <pre style={{ whiteSpace: 'pre-wrap', background: '#f3f4f6', padding: '1rem' }}>{error.stack}</pre>
      ) : null}
      <p>
        <a href={localizedPath('/', getLocale())}>{m.error_return_home()}</a>
      </p>
    </main>
  );
}
