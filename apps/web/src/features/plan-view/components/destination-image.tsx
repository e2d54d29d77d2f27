import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { unlabelledArtwork } from '../../../lib/artwork.ts';
import { isArtwork, photosOf } from '../plan-data.ts';
import styles from './destination-image.module.css';
import { ImageCarousel } from './image-carousel.tsx';

export interface DestinationImageProps {
  location: string;
  photos: string[];
  /** Polling gave up: drop the "generating" placeholder (plans-payments-admin §4). */
  timedOut?: boolean;
}

/**
 * The destination's picture. Real photos open the carousel; the local provider's artwork (an
 * illustration of the kind of place, or a neutral design when the place is not known) is
 * shown once, whole, as what it is, without the name drawn in it (the heading above says it). A skeleton stands in until a first picture exists.
 */
export function DestinationImage({ location, photos, timedOut = false }: DestinationImageProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const first = photos[0];
  if (!first) {
    if (timedOut) return null;
    return (
      <div className={styles.skeleton} role="status">
        <Skeleton height="100%" radius="var(--radius-lg)" />
        <p className={styles.skeletonText}>Generating your destination image...</p>
      </div>
    );
  }
  if (isArtwork(first)) {
    return (
      <figure className={styles.figure}>
        <img
          className={styles.art}
          src={unlabelledArtwork(first)}
          alt={`Illustration of ${location}`}
          width={1200}
          height={800}
          decoding="async"
        />
      </figure>
    );
  }
  const real = photosOf(photos);
  const images = real.map((src, i) => ({ src, alt: `${location}, photo ${i + 1}` }));
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.photoButton}
        onClick={() => setOpenAt(0)}
        aria-label={`Open photos of ${location}`}
      >
        <img className={styles.photo} src={real[0]} alt={location} decoding="async" />
        {real.length > 1 ? (
          <span className={styles.count} aria-hidden="true">
            {real.length} photos
          </span>
        ) : null}
      </button>
      <ImageCarousel
        images={images}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
        title={`Photos of ${location}`}
      />
    </figure>
  );
}

export interface ItemGalleryProps {
  name: string;
  /** Real photos only: the cards never show generated art as a venue's pictures. */
  images: string[];
  /** Second-destination items show up to 3 images. */
  max?: number;
}

/** A venue's photos: the first large, the others as a count, opening the carousel. */
export function ItemGallery({ name, images, max = Number.POSITIVE_INFINITY }: ItemGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = images.slice(0, max);
  const first = shown[0];
  if (!first) return null;
  const all = shown.map((src, i) => ({ src, alt: `${name}, photo ${i + 1}` }));
  return (
    <>
      <button
        type="button"
        className={styles.galleryButton}
        onClick={() => setOpenAt(0)}
        aria-label={`Open photos of ${name}`}
      >
        <img src={first} alt={all[0]?.alt ?? name} loading="lazy" decoding="async" />
        {shown.length > 1 ? (
          <span className={styles.count} aria-hidden="true">
            {shown.length} photos
          </span>
        ) : null}
      </button>
      <ImageCarousel
        images={all}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
        title={`Photos of ${name}`}
      />
    </>
  );
}
