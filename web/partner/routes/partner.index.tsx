import { createFileRoute } from '@tanstack/react-router';

/** The board: today's and tomorrow's trips, live (its screen comes with the server's partner procedures). */
export const Route = createFileRoute('/partner/')({
  component: () => null,
});
