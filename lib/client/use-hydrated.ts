import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once this component's handlers
 * are attached. A control that only works with them is disabled until then: a tap before that
 * would be lost without a word, where a disabled control says it is not ready yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
