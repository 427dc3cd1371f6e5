import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { firstIssueMessage, signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { homeOf, SIGN_IN_PATH, signInFailureNotice, validationNotice, type SignInAnswer, type SignInNotice } from '../../../shared/sign-in';
import { leaveFlashToast, SIGNED_IN_TOAST, takeFlashToast } from '../../lib/flash-toast';
import { useHydrated } from '../../lib/hydrated';
import { httpApi } from '../../lean/api-client';
import { errorToast, showToast, Toasts } from '../../lean/toasts';

const noticeToast = (notice: SignInNotice) => errorToast(notice.title, notice.message);

type Tab = 'login' | 'signup';
const TABS: { id: Tab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'signup', label: 'Sign Up' },
];

/**
 * Spec "Auth screen": Admin Dashboard, Login and Sign Up tabs, first validation error as a toast.
 * A page of its own, prerendered and without Mantine or the router (issue 19.4), so it shows at
 * once on a cheap phone; after sign-in the browser loads the account's screen.
 *
 * The Login form works before its script has started, and without one: it is a plain form
 * (`POST /auth`, server/routes/sign-in-form.ts) that the script takes over once it runs. Its
 * inputs are uncontrolled: hydrating leaves what was typed before the script ran in place, and
 * the script reads the form's values when it is sent. `answer` is that post's refusal, rendered
 * by the server (the e-mail kept, the message shown) and given again to the script.
 */
export function AuthScreen({ answer }: { answer?: SignInAnswer }) {
  const [tab, setTab] = useState<Tab>('login');
  const started = useHydrated();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) showToast(flash);
    // With a session already, straight to the account's screen (spec: go to /admin).
    httpApi()
      .auth.me.query()
      .then((me) => me && location.replace(homeOf(me.role)))
      .catch(() => {});
  }, []);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + 1) % TABS.length];
    setTab(next.id);
    tabs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Admin Dashboard</h1>
        <div role="tablist" aria-label="Login or Sign Up" className="tabs" onKeyDown={onTabKey}>
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => void (tabs.current[i] = el)}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              // Until the script has started a tap would do nothing: the other tab waits, visibly.
              disabled={!started && tab !== t.id}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'login' ? <LoginForm answer={answer} /> : <SignUpForm />}
        </div>
      </div>
      <Toasts />
    </main>
  );
}

function Field({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** The form's fields by name, as strings (what the shared schema reads). */
const valuesOf = (form: HTMLFormElement) => Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, typeof v === 'string' ? v : '']));

function LoginForm({ answer }: { answer?: SignInAnswer }) {
  const [busy, setBusy] = useState(false);
  // The plain post's refusal, shown in the page until the form is sent again.
  const [notice, setNotice] = useState(answer?.notice);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const parsed = signInSchema.safeParse(valuesOf(event.currentTarget));
    if (!parsed.success) return noticeToast(validationNotice(firstIssueMessage(parsed.error)));
    setBusy(true);
    try {
      const me = await httpApi().auth.signIn.mutate(parsed.data);
      leaveFlashToast(SIGNED_IN_TOAST);
      location.replace(homeOf(me.role));
    } catch (error) {
      setBusy(false);
      noticeToast(signInFailureNotice(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    // A plain form until the script has started (it loads after the first paint), and for good
    // without one: a press before then signs in by the server's answer to this post.
    <form method="post" action={SIGN_IN_PATH} onSubmit={(e) => void submit(e)} noValidate className="auth-form">
      {notice && (
        <div role="alert" className="auth-notice">
          <strong>{notice.title}</strong>
          <p>{notice.message}</p>
        </div>
      )}
      <Field id="login-email" label="Email" name="email" type="email" autoComplete="email" defaultValue={answer?.email} />
      <Field id="login-password" label="Password" name="password" type="password" autoComplete="current-password" />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

function SignUpForm() {
  const [busy, setBusy] = useState(false);
  const started = useHydrated();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(valuesOf(event.currentTarget));
    if (!parsed.success) return errorToast('Validation Error', firstIssueMessage(parsed.error));
    setBusy(true);
    try {
      const me = await httpApi().auth.signUp.mutate(parsed.data);
      leaveFlashToast({
        title: 'Account created successfully!',
        message: 'An administrator must grant you a role before you can use the dashboard.',
        color: 'green',
      });
      location.replace(homeOf(me.role));
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('already registered')) errorToast('Signup Failed', 'This email is already registered. Please login instead.');
      else errorToast('Error', message);
    }
  };

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="auth-form">
      <Field id="signup-name" label="Full Name" name="fullName" autoComplete="name" />
      <Field id="signup-phone" label="Phone Number" name="phone" type="tel" autoComplete="tel" />
      <Field id="signup-email" label="Email" name="email" type="email" autoComplete="email" />
      <Field id="signup-password" label="Password" name="password" type="password" placeholder="minimum 6 characters" autoComplete="new-password" />
      <button type="submit" className="primary" disabled={busy || !started}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </button>
    </form>
  );
}
