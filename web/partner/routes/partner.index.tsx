import { createFileRoute } from '@tanstack/react-router';
import { Board } from '../Board';

/** The board: today's and tomorrow's trips, live. */
export const Route = createFileRoute('/partner/')({
  component: Board,
});
