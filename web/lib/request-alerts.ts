import { createNotificationsStore, showNotification, type NotificationData } from '@mantine/notifications';

/**
 * The toasts that announce what others did (a new request, a new inquiry), kept apart from the
 * feedback on the person's own action: they are drawn beneath an open dialog, in their own
 * corner (web/components/ConsoleProviders), so a burst of them never covers the dialog's buttons
 * (a toast under the pointer does not close by itself). The chime, the title count and the
 * desktop notification still announce them while a dialog is open.
 */
export const requestAlerts = createNotificationsStore();

export function showRequestAlert(alert: NotificationData): void {
  showNotification(alert, requestAlerts);
}
