import { ApiKeysPanel, usePartnerKeysApi } from '../components/ApiKeys/ApiKeys';

/** The partner console's API keys page (issue 38.1): the caller's organisation's keys. */
export function ApiKeys() {
  return <ApiKeysPanel api={usePartnerKeysApi()} heading="API keys" />;
}
