import { createFileRoute } from '@tanstack/react-router';
import { Webhooks } from '../Webhooks';

/** The organisation's webhook endpoints and their deliveries (issue 38.4). */
export const Route = createFileRoute('/partner/webhooks')({
  component: Webhooks,
});
