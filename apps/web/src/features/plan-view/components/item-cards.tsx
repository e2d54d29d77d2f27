import type { PlaceToStay, Restaurant, ThingToDo } from '@app/shared';
import { mapLink } from '../plan-data.ts';
import { ItemGallery } from './destination-image.tsx';
import styles from './plan.module.css';

interface CardOptions {
  /** Images shown per item (3 for second-destination items). */
  maxImages?: number;
}

function MapLink({ href, name }: { href: string; name: string }) {
  return (
    <a className={styles.mapLink} href={href} target="_blank" rel="noopener noreferrer">
      View on map<span className="visually-hidden"> for {name} (opens in a new tab)</span>
    </a>
  );
}

export function StayCard({ item, maxImages }: { item: PlaceToStay } & CardOptions) {
  return (
    <article className={styles.item}>
      <ItemGallery name={item.name} images={item.images} max={maxImages} />
      <h4 className={styles.itemTitle}>{item.name}</h4>
      <p className={styles.itemMeta}>
        {item.location}
        {item.price_range ? ` · ${item.price_range}` : ''}
      </p>
      <p>{item.why_recommended}</p>
      <MapLink href={mapLink(item.google_maps_link, item.name, item.location)} name={item.name} />
    </article>
  );
}

export function RestaurantCard({ item, maxImages }: { item: Restaurant } & CardOptions) {
  return (
    <article className={styles.item}>
      <ItemGallery name={item.restaurant_name} images={item.images} max={maxImages} />
      <h4 className={styles.itemTitle}>{item.restaurant_name}</h4>
      <p className={styles.itemMeta}>
        {item.restaurant_type}
        {item.location ? ` · ${item.location}` : ''}
      </p>
      <p>{item.description}</p>
      <MapLink
        href={mapLink(item.google_maps_link, item.restaurant_name, item.location)}
        name={item.restaurant_name}
      />
    </article>
  );
}

export function ThingCard({ item, maxImages }: { item: ThingToDo } & CardOptions) {
  return (
    <article className={styles.item}>
      <ItemGallery name={item.destination_name} images={item.images} max={maxImages} />
      <h4 className={styles.itemTitle}>{item.destination_name}</h4>
      <p className={styles.itemMeta}>{item.location}</p>
      <p>{item.description}</p>
      <MapLink
        href={mapLink(item.google_maps_link, item.destination_name, item.location)}
        name={item.destination_name}
      />
    </article>
  );
}
