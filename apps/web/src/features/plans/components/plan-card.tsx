import { Link } from 'react-router';
import { planPath } from '../../../app/routes.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { ShareButton } from '../../sharing/components/share-button.tsx';
import { createdOn, destinationNames, type PlanListItem, planTypeLabel } from '../api/types.ts';
import { PlanLength } from './plan-length.tsx';
import styles from './plans.module.css';

export interface PlanCardProps {
  plan: PlanListItem;
  /** The user's own plan (else one shared with them, which shows who shared it). */
  owned: boolean;
  /** Another plan in the lists goes to the same place: show its length to tell them apart. */
  ambiguous?: boolean;
}

export function PlanCard({ plan, owned, ambiguous = false }: PlanCardProps) {
  const names = destinationNames(plan);
  const photo = plan.photos_first_destination[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {photo ? (
          <img className={styles.image} src={photo} alt={names} loading="lazy" decoding="async" />
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
          {ambiguous ? (
            <span className={styles.length}>
              <PlanLength planId={plan.id} />
            </span>
          ) : null}
        </p>
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
