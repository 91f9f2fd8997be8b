import { useId, useState } from 'react';

/**
 * A part a phone folds into one line that opens it (the search, the fill's pickers, the savings):
 * whether it is open, the id of what it shows, and the toggle's accessible wiring.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    panelId,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
  };
}
