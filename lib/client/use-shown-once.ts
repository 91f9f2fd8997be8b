import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the first time the element is on screen. An element under `display: none` (the map
 * while a phone shows the list) never is, so what waits on this is not loaded until it shows.
 */
export function useShownOnce(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}
