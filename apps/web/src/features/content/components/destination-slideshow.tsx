import { TIMINGS } from '@app/shared';
import { useEffect, useState } from 'react';
import { slideshow } from '../../../content/about.ts';
import styles from './content.module.css';

export interface DestinationSlideshowProps {
  images?: readonly { src: string; alt: string }[];
}

/**
 * The loading-style slideshow (journey-and-accounts §2): destination images cycle every 5 s
 * with a 500 ms cross-fade (none when the visitor prefers reduced motion). Exported for the
 * results pages' loading screen.
 */
export function DestinationSlideshow({ images = slideshow }: DestinationSlideshowProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), TIMINGS.slideshowMs);
    return () => clearInterval(timer);
  }, [images.length]);
  return (
    <div className={styles.slideshow} role="img" aria-label={images[index]?.alt ?? 'Destinations'}>
      {images.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          alt=""
          className={`${styles.slide} ${i === index ? styles.active : ''}`}
          data-active={i === index || undefined}
          width={640}
          height={400}
        />
      ))}
    </div>
  );
}
