import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { AppHeader } from '../../../app/app-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QUESTIONNAIRE_ALERT_ID } from '../hooks/use-missing-fields.ts';
import { loadProfanity } from '../profanity-check.ts';
import styles from './questionnaire.module.css';

export interface QuestionnaireLayoutProps {
  step: number;
  totalSteps: number;
  /** The step's question, the page's heading. */
  title: string;
  intro?: ReactNode;
  alert: string | null;
  /** Advances (validating first); also run by Enter without Shift in any field. */
  onNext: () => void;
  onBack?: (() => void) | undefined;
  nextLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** True when Enter should advance: plain Enter in a text field, never in buttons or links. */
function isAdvanceKey(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return false;
  const target = event.target;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'checkbox';
}

/**
 * One questionnaire screen: header, progress in percent, the question, alerts and navigation.
 * Moving to another step moves focus to its question (the heading), so keyboard and screen
 * reader users start the new step at its top instead of on the page body.
 */
export function QuestionnaireLayout({
  step,
  totalSteps,
  title,
  intro,
  alert,
  onNext,
  onBack,
  nextLabel = 'Next',
  busy = false,
  busyLabel,
  children,
  footer,
}: QuestionnaireLayoutProps) {
  const percent = Math.round((step / totalSteps) * 100);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onNext();
  };
  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${totalSteps}, ${percent}%`}
        >
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.percent}>
          {percent}% <span className="visually-hidden">complete</span>
        </p>
        <form
          className={styles.card}
          onSubmit={submit}
          // The bad-word screen loads once the visitor starts typing, before it is needed.
          onInput={() => void loadProfanity()}
          onKeyDown={(event) => {
            if (!isAdvanceKey(event)) return;
            event.preventDefault();
            if (!busy) onNext();
          }}
          noValidate
        >
          <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {children}
          {alert ? (
            <Alert className={styles.alert} id={QUESTIONNAIRE_ALERT_ID}>
              {alert}
            </Alert>
          ) : null}
          <div className={styles.actions}>
            {onBack ? (
              <Button variant="ghost" onClick={onBack} disabled={busy}>
                Go back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy} loadingLabel={busyLabel}>
              {nextLabel}
            </Button>
          </div>
          {busy && busyLabel ? (
            <p className={styles.busy} aria-hidden="true">
              {busyLabel}
            </p>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </form>
      </main>
    </>
  );
}
