import { createFileRoute } from '@tanstack/react-router';

/** Request a trip: now, or at a chosen date and time (its screen comes with the server's partner procedures). */
export const Route = createFileRoute('/partner/request')({
  component: () => null,
});
