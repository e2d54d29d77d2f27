import { TIMINGS } from '@app/shared';
import { useEffect, useState } from 'react';
import styles from './results.module.css';

/** Destinations of the planner's catalogue, drawn by the local image provider. */
const SLIDES = [
  ['lisbon-portugal', 'Lisbon, Portugal'],
  ['kyoto-japan', 'Kyoto, Japan'],
  ['cape-town-south-africa', 'Cape Town, South Africa'],
  ['reykjavik-iceland', 'Reykjavik, Iceland'],
  ['marrakech-morocco', 'Marrakech, Morocco'],
  ['hoi-an-vietnam', 'Hoi An, Vietnam'],
  ['barcelona-spain', 'Barcelona, Spain'],
  ['queenstown-new-zealand', 'Queenstown, New Zealand'],
] as const;

/** The local provider's artwork (its scene chosen from what each place is), drawing v2. */
const artUrl = (slug: string) => `/images/art/destination/${slug}.svg?v=2`;

/**
 * A rotating strip of destinations; each slide moves in over 500 ms. The artwork is shown
 * whole (3:2), its own caption naming the place, so nothing covers or crops the name.
 */
export function Slideshow() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), TIMINGS.slideshowMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <figure className={styles.slideshow} aria-roledescription="slideshow">
      <div
        className={styles.track}
        style={{
          transform: `translateX(-${index * 100}%)`,
          transitionDuration: `${TIMINGS.slideTransitionMs}ms`,
        }}
      >
        {SLIDES.map(([slug, name], i) => (
          <div key={slug} className={styles.slide} aria-hidden={i !== index}>
            <img
              src={artUrl(slug)}
              alt={name}
              width={1200}
              height={800}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
    </figure>
  );
}
