import { PRIORITY_CHIPS, type UnknownFormData } from '@app/shared';
import { ChipGroup } from '../../../components/ui/chip.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './questionnaire.module.css';
import { RequirementsGroup, TravelPreferencesGroup } from './shared-preference-groups.tsx';
import { BudgetRangeSlider } from './sliders.tsx';

export interface UnknownAdvancedStepProps {
  answers: UnknownFormData;
  set: <K extends keyof UnknownFormData>(key: K, value: UnknownFormData[K]) => void;
}

/** Step 5: optional preferences in the spec's groups (journey-and-accounts §2). */
export function UnknownAdvancedStep({ answers, set }: UnknownAdvancedStepProps) {
  return (
    <div className={styles.groups}>
      <p className={styles.intro}>Everything here is optional.</p>
      <RequirementsGroup answers={answers} set={set} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>TRAVEL PARAMETERS</legend>
        <BudgetRangeSlider
          value={answers.budgetRange}
          onChange={(value) => set('budgetRange', value)}
        />
        <TextField
          label="Maximum travel distance"
          name="maxTravelDistance"
          placeholder="e.g. a 5-hour flight"
          value={answers.maxTravelDistance}
          onChange={(event) => set('maxTravelDistance', event.target.value)}
        />
        <ChipGroup
          legend="What would you like to spend your budget on?"
          options={PRIORITY_CHIPS}
          value={answers.budgetPriorities}
          onChange={(value) => set('budgetPriorities', value)}
        />
      </fieldset>
      <TravelPreferencesGroup answers={answers} set={set} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>EXPERIENCE FILTERS</legend>
        <TextField
          label="Places to skip"
          name="placesToAvoid"
          placeholder="e.g. big theme parks, cruise ports"
          value={answers.placesToAvoid}
          onChange={(event) => set('placesToAvoid', event.target.value)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>LOYALTY PROGRAMS</legend>
        <div className={styles.twoColumns}>
          <TextField
            label="Preferred hotel brands"
            name="preferredHotelBrands"
            value={answers.preferredHotelBrands}
            onChange={(event) => set('preferredHotelBrands', event.target.value)}
          />
          <TextField
            label="Preferred airlines"
            name="preferredAirlines"
            value={answers.preferredAirlines}
            onChange={(event) => set('preferredAirlines', event.target.value)}
          />
        </div>
      </fieldset>
    </div>
  );
}
