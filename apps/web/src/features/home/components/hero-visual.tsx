import styles from './hero-visual.module.css';

/**
 * The home hero's picture on wide screens: a destination poster with a page of a plan laid
 * over it (what the product makes). Decoration: the same content is described in the text
 * beside it, so it is hidden from assistive tech. Not shown on phones, where it would push
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
      <div className={styles.card}>
        <p className={styles.cardKicker}>Trip plan · 4 days</p>
        <p className={styles.cardTitle}>Kyoto, Japan</p>
        <p className={styles.cardDay}>Day 2: Temples, gardens and a market lunch</p>
        <ul className={styles.parts}>
          <li>
            <span>Morning</span>Fushimi Inari before the crowds
          </li>
          <li>
            <span>Afternoon</span>Nishiki Market, then the Philosopher's Path
          </li>
          <li>
            <span>Evening</span>A lantern-lit walk through Gion
          </li>
        </ul>
      </div>
      <div className={styles.chip}>
        <strong>15+</strong> places to stay, eat and explore
      </div>
    </div>
  );
}
