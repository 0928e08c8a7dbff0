import { Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { isSignedOutError } from '../api/get-me';

/** A part of the account page while its answer is on the way. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/**
 * Calls `onSessionEnded` when a part of the account page is refused because the diner's session is over
 * (it expired, or they signed out in another tab): the page then offers a new sign-in link.
 */
export function useSessionEndOn(error: unknown, onSessionEnded: () => void) {
  const ended = isSignedOutError(error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per ended session, whatever the callback
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended]);
}
