import { Modal } from '@mantine/core';
import type { RouterOutputs } from '../../lib/staff-client';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';

type Booking = RouterOutputs['bookings']['list']['items'][number];

/** The form's code (date picker, validator) loads with the first opening: the dialog shows a spinner until then. */
const BookingEditForm = lazyNamed(() => import('./BookingEditForm'), 'BookingEditForm');

/** New Booking and Edit Booking (spec section 5, admin booking form). */
export function BookingFormModal(props: { booking: Booking | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.booking ? 'Edit Booking' : 'New Booking'} size="lg" centered>
      {/* Mounted per opening, so the form starts from the row being edited. */}
      {props.opened ? (
        <LazyBlock label="Loading the form">
          <BookingEditForm booking={props.booking} onDone={props.onClose} />
        </LazyBlock>
      ) : null}
    </Modal>
  );
}

