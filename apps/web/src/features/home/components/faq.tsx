import { faq } from '../../../content/home.ts';
import styles from './home-page.module.css';

/** Seven expandable questions: native <details>, so Enter and Space toggle them. */
export function Faq() {
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <div className={styles.faq}>
        {faq.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
