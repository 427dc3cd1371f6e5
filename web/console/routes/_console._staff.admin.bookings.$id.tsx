import { createFileRoute } from '@tanstack/react-router';
import { BookingDetail } from '../../components/BookingsTab/BookingDetail';

/** A booking's page: a link staff can reload or send to each other. */
export const Route = createFileRoute('/_console/_staff/admin/bookings/$id')({
  component: BookingDetailPage,
});

function BookingDetailPage() {
  const { id } = Route.useParams();
  return <BookingDetail id={id} />;
}
