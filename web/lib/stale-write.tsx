import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage, errorToast } from './staff-feedback';

interface ApiErrorLike {
  data?: { code?: string; fieldErrors?: Record<string, string[] | undefined> | null } | null;
}

/**
 * A staff write refused because the row changed since the screen read it (409 on the field
 * `version`: "This booking was changed by Asha at 14:02, reload to see it."). Nothing changed.
 */
export function isStaleWrite(error: unknown): boolean {
  const data = (error as ApiErrorLike | null)?.data;
  return data?.code === 'CONFLICT' && Boolean(data.fieldErrors?.version);
}

/**
 * A failed write's toast (destructive, spec section 8). A stale one says who changed the row and
 * when, stays until dismissed and offers Reload, which shows the current data.
 */
export function writeErrorToast(title: string, error: unknown, reload: () => void): void {
  if (!isStaleWrite(error)) {
    errorToast(title, apiErrorMessage(error));
    return;
  }
  const id = notifications.show({
    title,
    color: 'red',
    autoClose: false,
    message: (
      <>
        <Text size="sm" data-testid="stale-write">
          {apiErrorMessage(error)}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          mt={6}
          onClick={() => {
            reload();
            notifications.hide(id);
          }}
        >
          Reload
        </Button>
      </>
    ),
  });
}
