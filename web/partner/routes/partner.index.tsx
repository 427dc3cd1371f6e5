import { createFileRoute } from '@tanstack/react-router';

/** The board: today's and tomorrow's trips, live. */
export const Route = createFileRoute('/partner/')({
  component: () => <p>Board</p>,
});
