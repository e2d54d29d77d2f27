import type { ReactNode } from 'react';
import { AppHeader } from '../../../app/app-header.tsx';
import { usePageMeta } from '../../../app/page-meta.ts';
import { site } from '../../../content/site.ts';
import styles from './content.module.css';

export interface ContentPageProps {
  title: string;
  description: string;
  /** Shown under the heading, e.g. "Last updated". */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of the about, legal, opt-out and feedback pages. */
export function ContentPage({ title, description, subtitle, children }: ContentPageProps) {
  usePageMeta({ title: `${title} | ${site.productName}`, description });
  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.prose}>{children}</div>
      </main>
    </>
  );
}
