import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import styles from './plan.module.css';

export interface DestinationImageProps {
  location: string;
  photos: string[];
  /** Polling gave up: drop the "generating" placeholder (plans-payments-admin §4). */
  timedOut?: boolean;
}

/** The destination's photo (opening the carousel), or a skeleton until a first photo exists. */
export function DestinationImage({ location, photos, timedOut = false }: DestinationImageProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const first = photos[0];
  if (!first) {
    if (timedOut) return null;
    return (
      <div className={styles.heroSkeleton} role="status">
        <Skeleton height="100%" radius="var(--radius-lg)" />
        <p className={styles.heroSkeletonText}>Generating your destination image...</p>
      </div>
    );
  }
  const images = photos.map((src, i) => ({ src, alt: `${location}, photo ${i + 1}` }));
  return (
    <>
      <button
        type="button"
        className={styles.heroButton}
        onClick={() => setOpenAt(0)}
        aria-label={`Open photos of ${location}`}
      >
        <img className={styles.hero} src={first} alt={`${location}`} />
      </button>
      <ImageCarousel
        images={images}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
        title={`Photos of ${location}`}
      />
    </>
  );
}

export interface ItemGalleryProps {
  name: string;
  images: string[];
  /** Second-destination items show up to 3 images. */
  max?: number;
}

/** An item's image gallery: thumbnails opening the carousel. Nothing when it has no images. */
export function ItemGallery({ name, images, max = Number.POSITIVE_INFINITY }: ItemGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = images.slice(0, max);
  if (shown.length === 0) return null;
  const all = shown.map((src, i) => ({ src, alt: `${name}, image ${i + 1}` }));
  return (
    <>
      <ul className={styles.gallery}>
        {all.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.galleryButton}
              onClick={() => setOpenAt(i)}
              aria-label={`Open ${image.alt}`}
            >
              <img src={image.src} alt={image.alt} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <ImageCarousel
        images={all}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
        title={`Images of ${name}`}
      />
    </>
  );
}
