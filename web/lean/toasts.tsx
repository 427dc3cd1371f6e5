import { useSyncExternalStore } from 'react';
import type { FlashToast } from '../lib/flash-toast';

/**
 * The sign-in and crew screens' toasts: the words the dashboard's Mantine notifications show
 * (the spec's titles), without Mantine (issue 19.4). Each is an alert, read out when it appears,
 * and closes by itself after a few seconds or with its button.
 */
interface Toast extends FlashToast {
  id: number;
}

const SHOWN_MS = 6_000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

export function showToast(toast: FlashToast): void {
  const id = nextId++;
  publish([...toasts, { ...toast, id }]);
  setTimeout(() => closeToast(id), SHOWN_MS);
}

/**
 * An error toast on the lean pages (/auth, /crew): red, as every error toast (spec section 8).
 * The staff console's, with Mantine's notifications, is web/lib/staff-feedback.ts.
 */
export function errorToast(title: string, message: string): void {
  showToast({ title, message, color: 'red' });
}

function closeToast(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: Toast[] = [];

export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts, () => none);
  return (
    <div className="toasts">
      {shown.map((toast) => (
        <div key={toast.id} role="alert" className={`toast toast-${toast.color}`}>
          <div>
            <strong>{toast.title}</strong>
            <p>{toast.message}</p>
          </div>
          <button type="button" className="toast-close" aria-label="Close" onClick={() => closeToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
