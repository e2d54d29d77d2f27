import {
  DAY_STRUCTURE_CHIPS,
  type KnownFormData,
  MESSAGE_MS,
  MSG,
  PRIORITY_CHIPS,
} from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { ChipGroup } from '../../../components/ui/chip.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { SigninModal } from '../../signin-modal/components/signin-modal.tsx';
import { generateExperienceQuestionChips } from '../api/chip-services.ts';
import { useFinish } from '../hooks/use-finish.ts';
import { useMissingFields } from '../hooks/use-missing-fields.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { hasBadWords } from '../profanity-check.ts';
import { loadKnownFlow, QUESTIONNAIRE_KEYS } from '../storage.ts';
import { KnownAdvancedStep } from './known-advanced-step.tsx';
import styles from './questionnaire.module.css';
import { QuestionnaireLayout } from './questionnaire-layout.tsx';
import { BudgetSlider } from './sliders.tsx';

const TOTAL = 5;

/** Step 1's fields, all required (plans-payments-admin §5), in page order. */
const STEP_1_REQUIRED = [
  'destination',
  'departingFrom',
  'datesTraveling',
  'otherTravelers',
  'plansSoFar',
] as const;

function titleFor(step: number, destination: string): string {
  switch (step) {
    case 2:
      return `How would you like to spend your days in ${destination.trim() || 'your destination'}?`;
    case 3:
      return 'What kind of experiences or activities are you most excited about?';
    case 4:
      return 'Do you have an estimated budget range for the trip?';
    case 5:
      return 'Anything else we should know?';
    default:
      return 'Tell us about your trip';
  }
}

/** The 5-step known-destination questionnaire (plans-payments-admin §2, §5). */
export function KnownQuestionnaire() {
  const [state, update] = useStoredState(QUESTIONNAIRE_KEYS.known, loadKnownFlow);
  const [busy, setBusy] = useState(false);
  const alert = useTimedMessage(MESSAGE_MS.general);
  const { finish, modal } = useFinish('known');
  const missing = useMissingFields();
  const { step, answers } = state;

  const set = <K extends keyof KnownFormData>(key: K, value: KnownFormData[K]) => {
    missing.filled(key);
    update({ answers: { ...answers, [key]: value } });
  };
  const goTo = (next: number) => {
    alert.clear();
    missing.reset();
    update({ step: next });
  };

  const next = async () => {
    if (step === 1) {
      if (await hasBadWords(answers.destination, answers.plansSoFar))
        return alert.show(MSG.badWords);
      if (missing.flag(STEP_1_REQUIRED.filter((key) => !answers[key].trim()))) {
        return alert.show(MSG.incompleteStep);
      }
      return goTo(2);
    }
    if (step === 2) {
      setBusy(true);
      const chips = await generateExperienceQuestionChips({
        destination: answers.destination,
        otherTravelers: answers.otherTravelers,
        plansSoFar: answers.plansSoFar,
        dayStructurePreferences: answers.dayStructurePreferences,
      });
      setBusy(false);
      alert.clear();
      return update({ step: 3, ...(chips ? { experienceChips: chips } : {}) });
    }
    if (step < TOTAL) return goTo(step + 1);
    if (await hasBadWords(answers.placesToAvoid)) return alert.show(MSG.badWords);
    finish();
  };

  return (
    <>
      <QuestionnaireLayout
        step={step}
        totalSteps={TOTAL}
        title={titleFor(step, answers.destination)}
        alert={alert.message}
        onNext={() => void next()}
        onBack={step > 1 ? () => goTo(step - 1) : undefined}
        nextLabel={step === TOTAL ? 'Show me the results!' : 'Next'}
        busy={busy}
        busyLabel="Tailoring the next question…"
        footer={
          step === 1 ? (
            <>
              Rather write than pick?{' '}
              <Link to={`${ROUTES.buildPlan}?format=questions`}>
                Answer in your own words instead
              </Link>
            </>
          ) : null
        }
      >
        {step === 1 ? (
          <div className={styles.twoColumns}>
            <TextField
              label="Where are you going?"
              {...missing.fieldProps('destination')}
              placeholder="e.g. Lisbon, Portugal"
              value={answers.destination}
              onChange={(event) => set('destination', event.target.value)}
            />
            <TextField
              label="Where are you departing from?"
              {...missing.fieldProps('departingFrom')}
              value={answers.departingFrom}
              onChange={(event) => set('departingFrom', event.target.value)}
            />
            <TextField
              label="When are you traveling?"
              {...missing.fieldProps('datesTraveling')}
              placeholder="e.g. May 3 to May 9"
              value={answers.datesTraveling}
              onChange={(event) => set('datesTraveling', event.target.value)}
            />
            <TextField
              label="Who are you traveling with?"
              {...missing.fieldProps('otherTravelers')}
              value={answers.otherTravelers}
              onChange={(event) => set('otherTravelers', event.target.value)}
            />
          </div>
        ) : null}
        {step === 1 ? (
          <TextArea
            label="What plans do you have so far?"
            hint="Booked hotels, must-see places, anything you already know. Enter continues."
            {...missing.fieldProps('plansSoFar')}
            value={answers.plansSoFar}
            onChange={(event) => set('plansSoFar', event.target.value)}
          />
        ) : null}
        {step === 2 ? (
          <ChipGroup
            legend="Pick the day structures that sound like you."
            options={DAY_STRUCTURE_CHIPS}
            value={answers.dayStructurePreferences}
            onChange={(value) => set('dayStructurePreferences', value)}
          />
        ) : null}
        {step === 3 ? (
          <ChipGroup
            legend="Pick everything that excites you."
            options={state.experienceChips ?? PRIORITY_CHIPS}
            value={answers.experiencePriorities}
            onChange={(value) => set('experiencePriorities', value)}
          />
        ) : null}
        {step === 4 ? (
          <BudgetSlider
            value={answers.budgetRange}
            onChange={(value) => set('budgetRange', value)}
          />
        ) : null}
        {step === 5 ? <KnownAdvancedStep answers={answers} set={set} /> : null}
      </QuestionnaireLayout>
      <SigninModal {...modal} />
    </>
  );
}
