import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** Spec section 8: every error toast is destructive (red); successes are green. */
export function errorToast(title: string, message?: string) {
  notifications.show({ title, message: message ?? '', color: 'red' });
}

export function successToast(title: string, message?: string) {
  notifications.show({ title, message: message ?? '', color: 'green' });
}

interface ApiErrorLike {
  message: string;
  data?: { code?: string; fieldErrors?: Record<string, string[] | undefined> | null } | null;
}

/** The server's sentence for a failed call (tRPC errors carry one; never a stack). */
export function apiErrorMessage(error: unknown): string {
  return (error as ApiErrorLike | null)?.message || 'Something went wrong. Please try again.';
}

export function apiErrorCode(error: unknown): string | undefined {
  return (error as ApiErrorLike | null)?.data?.code ?? undefined;
}

/** The server's first message about one input field (a 400 from the shared schema), if any. */
export function apiFieldError(error: unknown, field: string): string | undefined {
  return (error as ApiErrorLike | null)?.data?.fieldErrors?.[field]?.[0];
}

/** Shows a fetch error as a toast once per failure (spec: "Failed to fetch bookings" etc.). */
export function useFetchErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) errorToast(title, apiErrorMessage(error));
  }, [error, title]);
}
