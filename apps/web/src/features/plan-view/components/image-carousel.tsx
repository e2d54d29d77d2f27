import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import styles from './image-carousel.module.css';

export interface CarouselImage {
  src: string;
  alt: string;
}

export interface ImageCarouselProps {
  images: CarouselImage[];
  /** Index of the image shown first; null keeps the modal closed. */
  openAt: number | null;
  onClose: () => void;
  title: string;
}

/**
 * The image carousel modal (plans-payments-admin §2): a large image, previous/next arrows
 * only when there is more than one image, clickable thumbnails, wrap-around navigation, and
 * the left/right arrow keys.
 */
export function ImageCarousel({ images, openAt, onClose, title }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (openAt !== null) setIndex(openAt);
  }, [openAt]);

  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root open={openAt !== null && count > 0} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          <div className={styles.stage}>
            {current ? <img className={styles.large} src={current.src} alt={current.alt} /> : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${styles.arrow} ${styles.prev}`}
                  aria-label="Previous image"
                  onClick={() => go(-1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className={`${styles.arrow} ${styles.next}`}
                  aria-label="Next image"
                  onClick={() => go(1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            ) : null}
          </div>
          <p className={styles.counter} aria-live="polite">
            Image {Math.min(index, count - 1) + 1} of {count}
          </p>
          {count > 1 ? (
            <ul className={styles.thumbs}>
              {images.map((image, i) => (
                <li key={image.src}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={`Show image ${i + 1}: ${image.alt}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                  >
                    <img src={image.src} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Dialog.Close className={styles.close} aria-label="Close images">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
