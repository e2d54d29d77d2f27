import type { ReactNode } from 'react';
import { AppHeader } from '../../../app/app-header.tsx';
import styles from './auth.module.css';

/** The app header over a centred card, shared by the sign-in, register and reset pages. */
export function AuthPageFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <AppHeader />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
