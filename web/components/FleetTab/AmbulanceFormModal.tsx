import { Modal } from '@mantine/core';
import type { RouterOutputs } from '../../lib/staff-client';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';

type Ambulance = RouterOutputs['fleet']['list'][number];

/** The form's code (date pickers, validator) loads with the first opening: the dialog shows a spinner until then. */
const AmbulanceEditForm = lazyNamed(() => import('./AmbulanceEditForm'), 'AmbulanceEditForm');

/** Add Ambulance and Edit Ambulance (spec section 5, ambulance form). */
export function AmbulanceFormModal(props: { ambulance: Ambulance | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.ambulance ? 'Edit Ambulance' : 'Add Ambulance'} size="lg" centered>
      {props.opened ? (
        <LazyBlock label="Loading the form">
          <AmbulanceEditForm ambulance={props.ambulance} onDone={props.onClose} />
        </LazyBlock>
      ) : null}
    </Modal>
  );
}

