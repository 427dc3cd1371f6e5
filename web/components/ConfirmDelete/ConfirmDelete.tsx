import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec section 5: deleting a booking, ambulance or inquiry asks for confirmation first. */
export function ConfirmDelete(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text mb="lg">{props.children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
