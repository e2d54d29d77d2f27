import { ACCOMMODATION_CHIPS, type KnownFormData, TRANSPORT_CHIPS } from '@app/shared';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ChipGroup } from '../../../components/ui/chip.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './questionnaire.module.css';

export interface KnownAdvancedStepProps {
  answers: KnownFormData;
  set: <K extends keyof KnownFormData>(key: K, value: KnownFormData[K]) => void;
}

/** Step 5 of /build-plan: optional preferences (plans-payments-admin §2). */
export function KnownAdvancedStep({ answers, set }: KnownAdvancedStepProps) {
  return (
    <div className={styles.groups}>
      <p className={styles.intro}>Everything here is optional.</p>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>REQUIREMENTS</legend>
        <TextField
          label="Dietary restrictions"
          name="dietaryRestrictions"
          value={answers.dietaryRestrictions}
          onChange={(event) => set('dietaryRestrictions', event.target.value)}
        />
        <Checkbox
          label="I need accessible options (step-free access, mobility-friendly activities)"
          checked={answers.accessibilityNeeds}
          onChange={(event) => set('accessibilityNeeds', event.target.checked)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>TRAVEL PREFERENCES</legend>
        <ChipGroup
          legend="Where would you like to stay?"
          options={ACCOMMODATION_CHIPS}
          value={answers.accommodationPreferences}
          onChange={(value) => set('accommodationPreferences', value)}
        />
        <ChipGroup
          legend="How would you like to get around?"
          options={TRANSPORT_CHIPS}
          value={answers.transportationPreferences}
          onChange={(value) => set('transportationPreferences', value)}
        />
      </fieldset>
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
