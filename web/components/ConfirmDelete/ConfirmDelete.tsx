import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec section 5: deleting a booking, ambulance or inquiry asks for confirmation first. */
export function ConfirmDelete(props: {
  title: string;
  children: ReactNode;
  /** From useConfirmedDelete: open while a row waits for confirmation. */
  state: { row: unknown; busy: boolean; cancel: () => void; confirm: () => Promise<void> };
}) {
  const { state } = props;
  return (
    <Modal opened={state.row !== null} onClose={state.cancel} title={props.title} centered>
      <Text mb="lg">{props.children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={state.cancel} disabled={state.busy}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void state.confirm()} loading={state.busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
