import { SIGNED_IN_FLASH_COOKIE } from '../../shared/sign-in';

/**
 * A toast that outlives a page load: the sign-in screen is a page of its own (issue 19.4), so
 * "Logged in successfully!" is left here for the dashboard (or the crew screen) to show once it
 * has loaded, and "Logged out successfully!" for the sign-in screen. Kept in sessionStorage:
 * this tab only, gone once shown.
 */
export interface FlashToast {
  title: string;
  message: string;
  color: 'green' | 'red';
}

const KEY = 'flash-toast';

/** What a sign-in leaves for the next screen (spec section 8: Login success). */
export const SIGNED_IN_TOAST: FlashToast = { title: 'Logged in successfully!', message: 'Welcome back.', color: 'green' };

export function leaveFlashToast(toast: FlashToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (a private window): the next page shows no toast, nothing else changes.
  }
}

export function takeFlashToast(): FlashToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (raw) return JSON.parse(raw) as FlashToast;
  } catch {
    // Storage refused: the cookie below may still say something.
  }
  return takeSignedInCookie() ? SIGNED_IN_TOAST : null;
}

/**
 * A sign-in by the sign-in form's plain post (no script had started) leaves its toast in a
 * short-lived cookie instead (server/routes/sign-in-form.ts): taken once, like the others.
 */
function takeSignedInCookie(): boolean {
  const { name, value } = SIGNED_IN_FLASH_COOKIE;
  if (!document.cookie.split('; ').includes(`${name}=${value}`)) return false;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  return true;
}
