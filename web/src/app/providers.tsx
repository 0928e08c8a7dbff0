import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsHost } from './notifications-host';

/**
 * No MantineProvider here: the public pages are drawn without Mantine's JavaScript, and what needs
 * Mantine brings its provider with its lazy chunk (mantine-root.tsx, docs/decisions/006).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <>
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </>
  );
}
