import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/lib/theme';

/**
 * Mantine's provider for the parts of the site built with Mantine components: the back office, the
 * dialogs and toasts, and the public pages not yet drawn without it. Public pages that must stay light
 * (/, /menu, /checkout) render no Mantine JavaScript at all; this module reaches the browser only with
 * a lazy chunk that needs it (docs/decisions/006-public-pages-without-mantine-js.md), and so does
 * Mantine's component stylesheet. The theme's CSS variables are a stylesheet every page loads
 * (mantine-variables.css), so the provider does not inject them again.
 */
function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

/** `Component` inside MantineRoot: for a lazy route or dialog module built with Mantine components. */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <MantineRoot>
        <Component {...props} />
      </MantineRoot>
    );
  }
  WithMantine.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
