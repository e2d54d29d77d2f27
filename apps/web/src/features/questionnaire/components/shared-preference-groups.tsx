import { ACCOMMODATION_CHIPS, type KnownFormData, TRANSPORT_CHIPS } from '@app/shared';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ChipGroup } from '../../../components/ui/chip.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './questionnaire.module.css';

/** The answers both questionnaires' optional step shares (same names and types in both forms). */
type Shared = Pick<
  KnownFormData,
  | 'dietaryRestrictions'
  | 'accessibilityNeeds'
  | 'accommodationPreferences'
  | 'transportationPreferences'
>;

export interface SharedGroupProps {
  answers: Shared;
  /** Each form's own setter; these groups only pass their own fields. */
  set: (key: keyof Shared, value: Shared[keyof Shared]) => void;
}

/** REQUIREMENTS: dietary restrictions and the accessibility checkbox. */
export function RequirementsGroup({ answers, set }: SharedGroupProps) {
  return (
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
  );
}

/** TRAVEL PREFERENCES: accommodation and getting-around chips. */
export function TravelPreferencesGroup({ answers, set }: SharedGroupProps) {
  return (
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
  );
}
