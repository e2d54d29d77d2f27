import { Link } from 'react-router';
import { planPath } from '../../../app/routes.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { unlabelledArtwork } from '../../../lib/artwork.ts';
import { ShareButton } from '../../sharing/components/share-button.tsx';
import {
  createdOn,
  destinationNames,
  type PlanListItem,
  planLength,
  planTypeLabel,
} from '../api/types.ts';
import styles from './plans.module.css';

export interface PlanCardProps {
  plan: PlanListItem;
  /** The user's own plan (else one shared with them, which shows who shared it). */
  owned: boolean;
}

/**
 * One plan on /me: where, what kind, how long, when and with whom (so two plans to the same
 * place are told apart at a glance), and what can be done with it.
 */
export function PlanCard({ plan, owned }: PlanCardProps) {
  const names = destinationNames(plan);
  const photo = plan.photos_first_destination[0];
  const length = planLength(plan);
  const trip: [string, string][] = [];
  if (plan.trip?.dates) trip.push(['When', plan.trip.dates]);
  if (plan.trip?.party) trip.push(['Who', plan.trip.party]);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {photo ? (
          // The card's title names the place: generated art comes without its drawn name.
          <img
            className={styles.image}
            src={unlabelledArtwork(photo)}
            alt={names}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={`No image yet for ${names}`}>
            <span aria-hidden="true">{names.charAt(0)}</span>
          </div>
        )}
        {plan.is_paid ? null : <span className={styles.badge}>Preview</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.link} to={planPath(plan.id)}>
            {names}
          </Link>
        </h3>
        <p className={styles.facts}>
          <span className={styles.type}>{planTypeLabel(plan.plan_type)}</span>
          {length ? <span className={styles.length}>{length}</span> : null}
        </p>
        {trip.length > 0 ? (
          <dl className={styles.trip}>
            {trip.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.detail}>Created on {createdOn(plan.created_at)}</p>
        {!owned && (plan.invited_by_name || plan.invited_by_email) ? (
          <p className={styles.detail}>
            Shared by {plan.invited_by_name ?? ''}
            {plan.invited_by_email ? ` (${plan.invited_by_email})` : ''}
          </p>
        ) : null}
        {owned && plan.is_paid ? (
          <>
            <p className={styles.detail}>
              Shared with:{' '}
              {plan.shared_with.length > 0 ? plan.shared_with.join(', ') : 'no one yet'}
            </p>
            <div className={styles.cardActions}>
              <ShareButton
                size="small"
                canShare
                target={{ planId: plan.id, title: names, imageUrl: photo ?? null }}
              />
            </div>
          </>
        ) : null}
        {plan.is_paid || !owned ? null : (
          <Link
            className={`${buttonClassName({ size: 'small' })} ${styles.unlock}`}
            to={`${planPath(plan.id)}?checkout=1`}
            aria-label={`Unlock full plan for ${names}`}
          >
            Unlock full plan
          </Link>
        )}
      </div>
    </article>
  );
}
