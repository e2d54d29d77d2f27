import type { KnownFormData } from '@app/shared';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './questionnaire.module.css';
import { RequirementsGroup, TravelPreferencesGroup } from './shared-preference-groups.tsx';

export interface KnownAdvancedStepProps {
  answers: KnownFormData;
  set: <K extends keyof KnownFormData>(key: K, value: KnownFormData[K]) => void;
}

/** Step 5 of /build-plan: optional preferences (plans-payments-admin §2). */
export function KnownAdvancedStep({ answers, set }: KnownAdvancedStepProps) {
  return (
    <div className={styles.groups}>
      <p className={styles.intro}>Everything here is optional.</p>
      <RequirementsGroup answers={answers} set={set} />
      <TravelPreferencesGroup answers={answers} set={set} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>EXPERIENCE FILTERS</legend>
        <TextField
          label="Places to skip"
          name="placesToAvoid"
          value={answers.placesToAvoid}
          onChange={(event) => set('placesToAvoid', event.target.value)}
        />
        <Checkbox
          label="Add surrounding areas & day trips"
          checked={answers.exploreSurroundingAreas}
          onChange={(event) => set('exploreSurroundingAreas', event.target.checked)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>LOYALTY PROGRAMS</legend>
        <TextField
          label="Preferred hotel brands"
          name="preferredHotelBrands"
          value={answers.preferredHotelBrands}
          onChange={(event) => set('preferredHotelBrands', event.target.value)}
        />
      </fieldset>
    </div>
  );
}
