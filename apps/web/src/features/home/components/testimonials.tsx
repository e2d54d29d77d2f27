import { TIMINGS } from '@app/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { testimonials } from '../../../content/home.ts';
import { isSampleContent } from '../../../content/site.ts';
import styles from './testimonials.module.css';

/**
 * Testimonials rotating every 15 s (journey-and-accounts §2). Auto-rotation pauses while
 * keyboard focus is inside, and a Pause button stops it (WCAG 2.2.2).
 */
const count = testimonials.length;

export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);

  useEffect(() => {
    if (paused || holding || count < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % count),
      TIMINGS.testimonialRotationMs,
    );
    return () => clearInterval(timer);
  }, [paused, holding]);

  const item = testimonials[index];
  if (!item) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="testimonials-title"
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <h2 id="testimonials-title" className={styles.heading}>
        Travellers love their plans
      </h2>
      {isSampleContent ? (
        <p className={styles.sample}>Sample testimonials: placeholders, not real customers.</p>
      ) : null}
      <div className={styles.carousel}>
        <figure key={index} className={styles.slide}>
          <img
            className={styles.planImage}
            src={item.planImage}
            alt={item.planImageAlt}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.body}>
            <blockquote className={styles.quote}>
              <p>{item.quote[0]}</p>
              <p>{item.quote[1]}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <img
                className={styles.headshot}
                src={item.headshot}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
              <span className={styles.name}>{item.name}</span>
            </figcaption>
            <Link className={styles.link} to={item.href}>
              {item.linkText}
            </Link>
          </div>
        </figure>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
            aria-label="Previous testimonial"
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
          >
            {paused ? 'Play' : 'Pause'}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => setIndex((i) => (i + 1) % count)}
            aria-label="Next testimonial"
          >
            ›
          </button>
        </div>
      </div>
    </section>
  );
}
