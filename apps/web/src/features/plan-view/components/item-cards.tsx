import type { PlaceToStay, Restaurant, ThingToDo } from '@app/shared';
import type { ReactNode } from 'react';
import {
  ArrowUpRightIcon,
  BedIcon,
  CompassIcon,
  ForkIcon,
  PinIcon,
} from '../../../components/ui/icons.tsx';
import { mapLink, photosOf } from '../plan-data.ts';
import { ItemGallery } from './destination-image.tsx';
import styles from './item-cards.module.css';

interface CardOptions {
  /** Images shown per item (3 for second-destination items). */
  maxImages?: number;
}

function MapLink({ href, name }: { href: string; name: string }) {
  return (
    <a className={styles.mapLink} href={href} target="_blank" rel="noopener noreferrer">
      View on map
      <ArrowUpRightIcon size={16} />
      <span className="visually-hidden"> for {name} (opens in a new tab)</span>
    </a>
  );
}

interface VenueProps {
  /** What kind of place it is, with its icon. */
  kind: string;
  icon: ReactNode;
  name: string;
  area: string;
  price?: string;
  text: string;
  images: string[];
  maxImages?: number;
  map: string;
}

/**
 * One recommendation. Real photos (a photo provider) show as a gallery opening the carousel;
 * without them the card stands on its own design (kind of place, area, price, map link)
 * rather than dressing generated art up as pictures of the venue.
 */
function VenueCard({ kind, icon, name, area, price, text, images, maxImages, map }: VenueProps) {
  const photos = photosOf(images);
  return (
    <article className={styles.card}>
      {photos.length > 0 ? <ItemGallery name={name} images={photos} max={maxImages} /> : null}
      <p className={styles.kind}>
        <span className={styles.kindIcon}>{icon}</span>
        {kind}
        {price ? <span className={styles.price}>{price}</span> : null}
      </p>
      <h4 className={styles.title}>{name}</h4>
      {area ? (
        <p className={styles.area}>
          <PinIcon size={15} />
          {area}
        </p>
      ) : null}
      <p className={styles.text}>{text}</p>
      <MapLink href={map} name={name} />
    </article>
  );
}

export function StayCard({ item, maxImages }: { item: PlaceToStay } & CardOptions) {
  return (
    <VenueCard
      kind="Place to stay"
      icon={<BedIcon size={16} />}
      name={item.name}
      area={item.location}
      price={item.price_range}
      text={item.why_recommended}
      images={item.images}
      maxImages={maxImages}
      map={mapLink(item.google_maps_link, item.name, item.location)}
    />
  );
}

/**
 * A restaurant's kind and price as one label may carry them ("Soba · $$"): split, so the
 * price sits in the card's price pill as on a place to stay.
 */
export function kindAndPrice(label: string): { kind: string; price?: string } {
  const match = /^(.*?)\s*[·•|-]\s*([$€£¥]{1,4})\s*$/.exec(label.trim());
  if (!match?.[1]) return { kind: label.trim() };
  return { kind: match[1], price: match[2] };
}

export function RestaurantCard({ item, maxImages }: { item: Restaurant } & CardOptions) {
  const { kind, price } = kindAndPrice(item.restaurant_type || 'Restaurant');
  return (
    <VenueCard
      kind={kind}
      price={price}
      icon={<ForkIcon size={16} />}
      name={item.restaurant_name}
      area={item.location}
      text={item.description}
      images={item.images}
      maxImages={maxImages}
      map={mapLink(item.google_maps_link, item.restaurant_name, item.location)}
    />
  );
}

export function ThingCard({ item, maxImages }: { item: ThingToDo } & CardOptions) {
  return (
    <VenueCard
      kind="Thing to do"
      icon={<CompassIcon size={16} />}
      name={item.destination_name}
      area={item.location}
      text={item.description}
      images={item.images}
      maxImages={maxImages}
      map={mapLink(item.google_maps_link, item.destination_name, item.location)}
    />
  );
}
