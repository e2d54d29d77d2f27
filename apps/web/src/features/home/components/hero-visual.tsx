import { heroPlanDay } from '../../../content/home.ts';
import styles from './hero-visual.module.css';

/**
 * The home hero's picture on wide screens: a destination poster with a page of a plan laid
 * over it (what the product makes): a real day of the Kyoto example plan (content/home.ts).
 * Decoration: the same content is described in the text beside it, so it is hidden from
 * assistive tech. Not shown on phones, where it would push
 * the call to action down.
 */
export function HeroVisual() {
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.poster}>
        <img
          src="/content/plan-temples.svg"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.card} data-hero-plan-day="">
        <p className={styles.cardKicker}>{heroPlanDay.kicker}</p>
        <p className={styles.cardTitle}>{heroPlanDay.destination}</p>
        <p className={styles.cardDay}>{heroPlanDay.title}</p>
        <ul className={styles.parts}>
          {heroPlanDay.parts.map(([part, text]) => (
            <li key={part}>
              <span>{part}</span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.chip}>
        <strong>15+</strong> places to stay, eat and explore
      </div>
    </div>
  );
}
