import { createFileRoute } from '@tanstack/react-router';
import { History } from '../History';
import { readMonth } from '../months';
import type { PartnerRouter } from '../router';

/** The organisation's trips, one month at a time (?month=yyyy-MM; this month without it). */
export const Route = createFileRoute('/partner/history')({
  // Its parameter type is what links may pass; a hand-edited month that is none reads as this month.
  validateSearch: (search: { month?: string }): { month?: string } => ({ month: readMonth(search.month) }),
  component: HistoryPage,
});

function HistoryPage() {
  const { month } = Route.useSearch<PartnerRouter>();
  return <History month={month} />;
}
