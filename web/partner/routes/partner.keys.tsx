import { createFileRoute } from '@tanstack/react-router';
import { ApiKeys } from '../ApiKeys';

/** The organisation's API keys (issue 38.1). */
export const Route = createFileRoute('/partner/keys')({
  component: ApiKeys,
});
