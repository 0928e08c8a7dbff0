import {
  type Dispatch,
  type SetStateAction,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Whether the app's first render is hydrating the HTML the server rendered (main.tsx): that render must
 * draw exactly what the server drew, so what only the browser holds (the cart and the menu's filter in its
 * storage) is shown from the render after it.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Whether this render must draw what the server draws: on the server, or hydrating its HTML. */
export function drawsServerMarkup(): boolean {
  return typeof window === 'undefined' || hydrating;
}

/**
 * State that starts from what only the browser holds (`read`: its storage), drawn as `atServer` where the
 * server's markup is drawn; the browser's value then follows at once, as a transition, so that parts of
 * the page still waiting for their code are kept as the server drew them (an urgent update would draw them
 * again: they would vanish and come back). Nothing changes when the browser holds the same.
 */
export function useBrowserState<T>(read: () => T, atServer: T): [T, Dispatch<SetStateAction<T>>] {
  const startedAsServer = useRef<boolean | null>(null);
  startedAsServer.current ??= drawsServerMarkup();
  const [value, setValue] = useState(() => (startedAsServer.current ? atServer : read()));
  // Once, after the first render: what the browser held when the page started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, whatever `read` is later.
  useLayoutEffect(() => {
    if (!startedAsServer.current) return;
    const value = read();
    startTransition(() => setValue(value));
  }, []);
  return [value, setValue];
}

const noSubscription = () => () => {};

/**
 * Whether the page's JavaScript runs it: false on the server and while the browser hydrates the server's
 * HTML, true from the render after. A form on a page the server renders stays disabled until then: what a
 * diner typed before the scripts arrived would be lost when React takes the fields over, and a tap on its
 * button would submit it the browser's own way (a GET with the diner's details in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
