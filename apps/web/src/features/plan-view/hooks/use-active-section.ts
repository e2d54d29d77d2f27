import { useCallback, useEffect, useRef, useState } from 'react';

/** What the reader does to scroll by themselves: it ends a jump that is still settling. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Sections below the window are laid out only when they come near (`content-visibility:
 * auto`), at an estimated height until then. A jump's target therefore moves while the
 * sections around it render at their real height: jump at once, then again on the next frames
 * until the target stays put (a smooth scroll would aim at where the target was when it
 * started, and stop thousands of pixels short of it). Stops early if the reader scrolls.
 * `onSettled` gets the final scroll position. Returns a function that cancels the jump.
 */
export function scrollToSection(target: HTMLElement, onSettled?: (y: number) => void): () => void {
  let frame = 0;
  let last = Number.NaN;
  let stable = 0;
  let count = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, cancel, true);
  };
  const cancel = () => {
    stop();
    onSettled?.(window.scrollY);
  };
  const step = () => {
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
    const top = target.getBoundingClientRect().top;
    stable = Math.abs(top - last) < 1 ? stable + 1 : 0;
    last = top;
    count += 1;
    if (stable >= 2 || count >= 40) cancel();
    else frame = requestAnimationFrame(step);
  };
  for (const type of READER_INPUT) {
    window.addEventListener(type, cancel, { capture: true, passive: true });
  }
  step();
  return stop;
}

export interface ActiveSection {
  /** The id of the section being read. */
  active: string | null;
  /** Takes the reader to a section: scrolls it under the sticky row, focuses it, marks it. */
  jumpTo: (id: string) => boolean;
}

/**
 * The id of the section being read: of `ids` (in page order), the last one that spans a
 * reading line a fifth of the way down the window (a day inside the itinerary wins over the
 * itinerary). An IntersectionObserver with a one-percent band at that line reports sections
 * crossing it, so scrolling costs no layout work on the main thread. Between sections the
 * previous one stays marked. After a jump the target stays marked until the reader scrolls
 * (a section at the very end of the page may never reach the reading line).
 */
export function useActiveSection(ids: readonly string[]): ActiveSection {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const pinned = useRef<string | null>(null);
  // Marks the section on the reading line (set by the observer's effect).
  const refresh = useRef<() => void>(() => {});
  const key = ids.join(' ');

  useEffect(() => {
    const list = key ? key.split(' ') : [];
    if (list.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const onLine = new Set<string>();
    const update = () => {
      if (pinned.current) return;
      let current: string | null = null;
      for (const id of list) if (onLine.has(id)) current = id;
      if (current) setActive(current);
    };
    refresh.current = update;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onLine.add(entry.target.id);
          else onLine.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: '-20% 0px -79% 0px', threshold: 0 },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => {
      observer.disconnect();
      refresh.current = () => {};
    };
  }, [key]);

  // Ends the current jump (its settling frames and its hold on the marked link).
  const endJump = useRef<() => void>(() => {});
  useEffect(() => () => endJump.current(), []);

  const jumpTo = useCallback((id: string) => {
    const target = document.getElementById(id);
    if (!target) return false;
    endJump.current();
    target.focus({ preventScroll: true });
    pinned.current = id;
    setActive(id);
    // The mark is held until the reader scrolls away from where the jump ended, however they
    // scroll (wheel, touch, keys, scrollbar); then the section on the reading line is marked.
    let landed = Number.NaN;
    const onScroll = () => {
      if (Math.abs(window.scrollY - landed) < 48) return;
      release();
      refresh.current();
    };
    const release = () => {
      stopScrolling();
      window.removeEventListener('scroll', onScroll);
      if (pinned.current === id) pinned.current = null;
    };
    const stopScrolling = scrollToSection(target, (y) => {
      landed = y;
      window.addEventListener('scroll', onScroll, { passive: true });
    });
    endJump.current = release;
    return true;
  }, []);

  return { active, jumpTo };
}
