import { Button, Group, Text } from '@mantine/core';
import { formatTime } from '../../lib/dates';
import { liveStatusText, type LiveStatusTexts, type LiveStreamState } from '../../lib/live-stream';

/**
 * The truth about a screen's live stream, so nobody trusts a screen that has stopped updating:
 * live, connecting, reconnecting since when (it comes back by itself), or stopped with a
 * button to reload the page (the only thing that starts it again).
 */
export function LiveStatus({ stream, texts, testId }: { stream: LiveStreamState; texts: LiveStatusTexts; testId: string }) {
  if (stream.state === 'off') return null;
  const text = liveStatusText(stream, texts, formatTime);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" role="status" data-testid={testId} data-state={stream.state} c={stream.state === 'live' ? 'teal.9' : 'orange.9'}>
        {text}
      </Text>
      {stream.state === 'stopped' && (
        <Button size="compact-xs" variant="light" onClick={() => location.reload()}>
          Reload
        </Button>
      )}
    </Group>
  );
}
