import { PLAN_PRICE_USD, type PlanPreviewInfo } from '@app/shared';
import { Button } from '../../../components/ui/button.tsx';
import styles from './plan-extras.module.css';

export const BUY_LABEL = `Unlock full plan for $${PLAN_PRICE_USD}`;

export interface UpgradeProps {
  preview: PlanPreviewInfo | null;
  /** The buy action; absent for viewers who cannot buy (only the owner can). */
  onBuy?: () => void;
}

function moreText(preview: PlanPreviewInfo | null): string {
  if (!preview) return 'The full plan has every recommendation and your whole itinerary.';
  const { places_to_stay, restaurants, things_to_do, days } = preview.counts;
  const total = places_to_stay + restaurants + things_to_do;
  return `The full plan has all ${total} recommendations and your ${days}-day itinerary.`;
}

/** The upgrade box near the top of a preview. */
export function UpgradeBox({ preview, onBuy }: UpgradeProps) {
  return (
    <section className={styles.upgradeBox} aria-labelledby="upgrade-box-title" data-print="hide">
      <h2 id="upgrade-box-title" className={styles.upgradeTitle}>
        You're looking at a preview
      </h2>
      <p>{moreText(preview)}</p>
      <ul className={styles.upgradeList}>
        <li>A full day-by-day itinerary</li>
        <li>
          15+ curated recommendations: restaurants, experiences and places to stay, with map links
        </li>
        <li>Local tips: the best time to go, what it costs and what to pack</li>
        {/* A preview downloads too (its PDF holds the preview), so the paid line says "full". */}
        <li>
          Customisation: edit it twice, invite + share with others, and download the full plan as a
          PDF
        </li>
      </ul>
      <p className={styles.price}>${PLAN_PRICE_USD} once for this plan. No subscription.</p>
      {onBuy ? <Button onClick={onBuy}>{BUY_LABEL}</Button> : null}
    </section>
  );
}

/** The upgrade banner at the end of a preview. */
export function UpgradeBanner({ preview, onBuy }: UpgradeProps) {
  return (
    <section
      className={styles.upgradeBanner}
      aria-labelledby="upgrade-banner-title"
      data-print="hide"
    >
      <div>
        <h2 id="upgrade-banner-title" className={styles.upgradeTitle}>
          Get the rest of your trip
        </h2>
        <p>{moreText(preview)}</p>
      </div>
      {onBuy ? (
        <Button onClick={onBuy} variant="secondary">
          {BUY_LABEL}
        </Button>
      ) : null}
    </section>
  );
}
