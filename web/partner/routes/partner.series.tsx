import { createFileRoute } from '@tanstack/react-router';
import { SeriesScreen } from '../Series';

/** Weekly series: create one, see its coming trips, skip a date. */
export const Route = createFileRoute('/partner/series')({
  component: SeriesScreen,
});
