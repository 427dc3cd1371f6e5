import { Group } from '@mantine/core';
import { PartnerButtonLink } from './PartnerLinks';
import type { PartnerRouter } from './router';

/** The console's screens, as links (a screen is an address: reload and Back keep it). */
export function PartnerNav() {
  const linkProps = { size: 'sm', variant: 'subtle', activeProps: { variant: 'light', 'aria-current': 'page' } } as const;
  return (
    <Group component="nav" aria-label="Partner console" gap={4} wrap="nowrap" style={{ overflowX: 'auto' }}>
      <PartnerButtonLink<PartnerRouter> to="/partner" activeOptions={{ exact: true, includeSearch: false }} {...linkProps}>
        Board
      </PartnerButtonLink>
      <PartnerButtonLink<PartnerRouter> to="/partner/request" {...linkProps}>
        Request a trip
      </PartnerButtonLink>
      <PartnerButtonLink<PartnerRouter> to="/partner/series" {...linkProps}>
        Series
      </PartnerButtonLink>
      <PartnerButtonLink<PartnerRouter> to="/partner/history" {...linkProps}>
        History
      </PartnerButtonLink>
      <PartnerButtonLink<PartnerRouter> to="/partner/keys" {...linkProps}>
        API keys
      </PartnerButtonLink>
      <PartnerButtonLink<PartnerRouter> to="/partner/webhooks" {...linkProps}>
        Webhooks
      </PartnerButtonLink>
    </Group>
  );
}
