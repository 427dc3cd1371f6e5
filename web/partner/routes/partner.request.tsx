import { createFileRoute } from '@tanstack/react-router';
import { RequestTrip } from '../RequestTrip';

/** Request a trip: now, or at a chosen date and time. */
export const Route = createFileRoute('/partner/request')({
  component: RequestTrip,
});
