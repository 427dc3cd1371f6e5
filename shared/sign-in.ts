import type { Role } from './roles';

/**
 * The sign-in form's words and places, shared by the screen's script (web/components/AuthScreen)
 * and its plain HTML post (server/routes/sign-in-form.ts), so a sign-in reads the same with
 * scripts on or off (spec section 8).
 */

/** The sign-in screen's address; its Login form posts here when no script has taken it over. */
export const SIGN_IN_PATH = '/auth';

/** Where an account works: the crew on the phone screen, everyone else on the dashboard. */
export const homeOf = (role: Role | null): '/crew' | '/admin' | '/partner' => (role === 'crew' ? '/crew' : role === 'partner' ? '/partner' : '/admin');

/** A message the sign-in screen shows: a toast with the script, in the page without. */
export interface SignInNotice {
  title: string;
  message: string;
}

/** The spec's words for a refused sign-in, from the server's message (spec section 8). */
export function signInFailureNotice(serverMessage: string): SignInNotice {
  if (serverMessage.includes('Invalid login credentials')) return { title: 'Login Failed', message: 'Invalid email or password. Please try again.' };
  return { title: 'Error', message: serverMessage };
}

/** A failed validation: only the first message, titled as the spec says (section 5). */
export const validationNotice = (message: string): SignInNotice => ({ title: 'Validation Error', message });

/**
 * The screen as the plain post's answer renders it: the e-mail as it was sent (the password is
 * never sent back) and what went wrong. Carried to the page's script in a JSON block (this id),
 * so the script starts from the same screen.
 */
export interface SignInAnswer {
  email: string;
  notice: SignInNotice;
}
export const SIGN_IN_ANSWER_DATA_ID = 'sign-in-answer';

/**
 * Set by the plain post's redirect after a sign-in (the script's sign-in leaves its toast in
 * sessionStorage instead): the next screen shows "Logged in successfully!" once and clears it.
 * Its value is a fixed word, never text to show.
 */
export const SIGNED_IN_FLASH_COOKIE = { name: 'flash', value: 'signed-in' } as const;
