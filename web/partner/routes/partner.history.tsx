import { createFileRoute } from '@tanstack/react-router';
import { readMonth } from '../months';

/** The organisation's trips, one month at a time (?month=yyyy-MM; this month without it). */
export const Route = createFileRoute('/partner/history')({
  validateSearch: (search: Record<string, unknown>): { month?: string } => ({ month: readMonth(search.month) }),
  component: () => null,
});
