import { Button, CopyButton, Group, Paper, Text, Title } from '@mantine/core';
import { CUSTOMER_LANGUAGE_NAMES } from '../../../shared/booking-values';
import { customerMessage, customerSmsLink, customerWhatsAppLink, type MessageBooking } from '../../../shared/customer-messages';
import { siteContact } from '../../lib/site';

/** One click opens WhatsApp or the SMS app with the text for the booking's state (no messaging API). */
export function CustomerMessage({ booking }: { booking: MessageBooking }) {
  const text = customerMessage(booking, siteContact);
  const language = booking.language ? CUSTOMER_LANGUAGE_NAMES[booking.language] : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Message the customer{language ? ` (in ${language}, the language they booked in)` : ''}
      </Title>
      {/* The message holds the tracking link: one long word that must wrap on a phone. */}
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }} data-testid="customer-message">
        {text}
      </Text>
      <Group gap="xs">
        <Button component="a" href={customerWhatsAppLink(booking, siteContact)} target="_blank" rel="noopener noreferrer" color="green" variant="light">
          WhatsApp
        </Button>
        <Button component="a" href={customerSmsLink(booking, siteContact)} variant="light">
          SMS
        </Button>
      </Group>
    </Paper>
  );
}

/** The family's tracking link as a full URL (the dashboard runs on the site's own origin). */
export function absoluteTrackingUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Staff copy the family's private tracking link (to read it out or paste it anywhere). */
export function TrackingLinkCopy({ path }: { path: string }) {
  const url = absoluteTrackingUrl(path);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Tracking link for the family
      </Title>
      <Group gap="xs" wrap="nowrap">
        {/* miw 0 lets the link shrink and truncate: a flex item is never narrower than its text otherwise. */}
        <Text size="sm" truncate miw={0} data-testid="tracking-link">
          {url}
        </Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy} style={{ flexShrink: 0 }}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
