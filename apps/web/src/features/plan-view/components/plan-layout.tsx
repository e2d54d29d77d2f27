import type { ReactNode } from 'react';
import styles from './plan.module.css';
import { PlanNav } from './plan-nav.tsx';
import type { NavGroup } from './plan-sections.ts';

/** The plan with its navigation: above it on a phone, beside it on wide screens. */
export function PlanLayout({ groups, children }: { groups: NavGroup[]; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <PlanNav groups={groups} />
      <div className={styles.plan}>{children}</div>
    </div>
  );
}
