import { MSG } from '@app/shared';
import { ROUTES } from '../../../app/routes.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import styles from './plan-extras.module.css';

export function AccessDenied() {
  return (
    <div className={styles.centered}>
      <h1 className={styles.centeredTitle}>{MSG.accessDenied}</h1>
      <ButtonLink to={ROUTES.me}>Go back to my plans</ButtonLink>
    </div>
  );
}
