import { useEffect, useState } from 'react';

/**
 * The id of the section being read: of `ids` (in page order), the last one that spans a
 * reading line a fifth of the way down the window (a day inside the itinerary wins over the
 * itinerary). An IntersectionObserver with a one-percent band at that line reports sections
 * crossing it, so scrolling costs no layout work on the main thread. Between sections the
 * previous one stays marked.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    if (list.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const onLine = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onLine.add(entry.target.id);
          else onLine.delete(entry.target.id);
        }
        let current: string | null = null;
        for (const id of list) if (onLine.has(id)) current = id;
        if (current) setActive(current);
      },
      { rootMargin: '-20% 0px -79% 0px', threshold: 0 },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}
