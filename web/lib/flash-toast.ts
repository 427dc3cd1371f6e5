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
    return raw ? (JSON.parse(raw) as FlashToast) : null;
  } catch {
    return null;
  }
}
