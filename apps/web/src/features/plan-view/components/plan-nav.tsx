import { useEffect, useRef } from 'react';
import { useActiveSection } from '../hooks/use-active-section.ts';
import styles from './plan-nav.module.css';
import type { NavGroup } from './plan-sections.ts';

/**
 * The plan's table of contents, always at hand: a sticky row of links on a phone (it scrolls
 * sideways within itself), a sticky column beside the plan on wide screens. The section being
 * read is marked (aria-current="location"). A link jumps straight to its section (no smooth
 * scroll: see scrollToSection) and gives it focus, so keyboard and screen reader users follow.
 */
export function PlanNav({ groups }: { groups: NavGroup[] }) {
  // A plan with one destination lists no destination links: its first section starts marked.
  const ids = groups.flatMap((group) => [
    ...(groups.length > 1 ? [group.id] : []),
    ...group.items.map((item) => item.id),
  ]);
  const { active, jumpTo } = useActiveSection(ids);
  const navRef = useRef<HTMLElement>(null);

  // On a phone the row scrolls sideways: keep the marked link in view. Not on the first
  // render (the first link is in view), and in the next frame, so measuring the row never
  // forces a layout of the whole plan while it renders.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current;
      if (!nav || !active || window.matchMedia('(min-width: 1024px)').matches) return;
      const link = nav.querySelector<HTMLElement>(`[data-target="${active}"]`);
      if (link) nav.scrollTo({ left: Math.max(0, link.offsetLeft - 16) });
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  if (groups.length === 0) return null;
  const link = (id: string, label: string, className: string | undefined) => (
    <a
      href={`#${id}`}
      className={className}
      data-target={id}
      aria-current={active === id ? 'location' : undefined}
      onClick={(event) => {
        if (jumpTo(id)) event.preventDefault();
      }}
    >
      {label}
    </a>
  );
  return (
    <nav ref={navRef} className={styles.nav} aria-label="Plan sections" data-print="hide">
      {groups.map((group) => {
        const sections = group.items.filter((item) => !item.day);
        const days = group.items.filter((item) => item.day);
        return (
          <div key={group.id} className={styles.group}>
            {groups.length > 1 ? link(group.id, group.label, styles.groupLabel) : null}
            <ul className={styles.list}>
              {sections.map((item) => (
                <li key={item.id}>{link(item.id, item.label, styles.link)}</li>
              ))}
            </ul>
            {days.length > 0 ? (
              <ul className={styles.days} aria-label={`Days in ${group.label}`}>
                {days.map((item) => (
                  <li key={item.id}>{link(item.id, item.label, styles.dayLink)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}
