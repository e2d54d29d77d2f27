import {
  DESTINATION_CHIPS,
  EXPERIENCE_CHIPS,
  MESSAGE_MS,
  MSG,
  type UnknownFormData,
} from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { ChipGroup } from '../../../components/ui/chip.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { SigninModal } from '../../signin-modal/components/signin-modal.tsx';
import { generateDestinationChips, generateExperienceChips } from '../api/chip-services.ts';
import { useFinish } from '../hooks/use-finish.ts';
import { useMissingFields } from '../hooks/use-missing-fields.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { hasBadWords } from '../profanity-check.ts';
import { loadUnknownFlow, QUESTIONNAIRE_KEYS } from '../storage.ts';
import { MotivationTooltip } from './motivation-tooltip.tsx';
import { QuestionnaireLayout } from './questionnaire-layout.tsx';
import { DaysSlider } from './sliders.tsx';
import { UnknownAdvancedStep } from './unknown-advanced-step.tsx';

const TOTAL = 5;

const TITLES: Record<number, string> = {
  1: 'What is inspiring this trip?',
  2: 'A few key details',
  3: 'What kind of destination are you dreaming of?',
  4: 'What experiences are you most excited about?',
  5: 'Anything else we should know?',
};

/** The 5-step unknown-destination questionnaire (journey-and-accounts §2, §4, §5). */
export function UnknownQuestionnaire() {
  const [state, update] = useStoredState(QUESTIONNAIRE_KEYS.unknown, loadUnknownFlow);
  const [busy, setBusy] = useState(false);
  const alert = useTimedMessage(MESSAGE_MS.general);
  const { finish, modal } = useFinish('unknown');
  const missing = useMissingFields();
  const { step, answers } = state;

  const set = <K extends keyof UnknownFormData>(key: K, value: UnknownFormData[K]) => {
    missing.filled(key);
    update({ answers: { ...answers, [key]: value } });
  };
  const goTo = (next: number) => {
    alert.clear();
    missing.reset();
    update({ step: next });
  };

  const chipInput = {
    travelMotivation: answers.travelMotivation,
    departingFrom: answers.departingFrom,
    datesTraveling: answers.travelTimeline,
    otherTravelers: answers.otherTravelers,
  };

  const next = async () => {
    if (step === 1) {
      if (missing.flag(answers.travelMotivation.trim() ? [] : ['travelMotivation'])) {
        return alert.show(MSG.emptyMotivation);
      }
      if (await hasBadWords(answers.travelMotivation)) return alert.show(MSG.badWords);
      return goTo(2);
    }
    if (step === 2) {
      // In page order, so the first one left empty takes the focus.
      const required = ['travelTimeline', 'otherTravelers', 'departingFrom'] as const;
      if (missing.flag(required.filter((key) => !answers[key].trim()))) {
        return alert.show(MSG.incompleteStep);
      }
      if (await hasBadWords(answers.departingFrom)) return alert.show(MSG.badWords);
      setBusy(true);
      const chips = await generateDestinationChips(chipInput);
      setBusy(false);
      alert.clear();
      return update({ step: 3, ...(chips ? { destinationChips: chips } : {}) });
    }
    if (step === 3) {
      setBusy(true);
      const chips = await generateExperienceChips({
        ...chipInput,
        destinationPreferences: answers.destinationPreferences,
      });
      setBusy(false);
      alert.clear();
      return update({ step: 4, ...(chips ? { experienceChips: chips } : {}) });
    }
    if (step === 4) return goTo(5);
    if (await hasBadWords(answers.placesToAvoid)) return alert.show(MSG.badWords);
    finish();
  };

  return (
    <>
      <QuestionnaireLayout
        step={step}
        totalSteps={TOTAL}
        title={TITLES[step] ?? TITLES[1]!}
        alert={alert.message}
        onNext={() => void next()}
        onBack={step > 1 ? () => goTo(step - 1) : undefined}
        nextLabel={step === TOTAL ? 'Show me the results!' : 'Next'}
        busy={busy}
        busyLabel="Finding ideas for you…"
        footer={
          step === 1 ? (
            <>
              Rather write than pick?{' '}
              <Link to={`${ROUTES.findDestination}?format=questions`}>
                Answer in your own words instead
              </Link>
            </>
          ) : null
        }
      >
        {step === 1 ? (
          <>
            <MotivationTooltip />
            <TextArea
              label="Why do you want to travel? Tell us what you hope to get out of this trip."
              hint="Press Enter to continue, Shift+Enter for a new line."
              {...missing.fieldProps('travelMotivation')}
              rows={5}
              value={answers.travelMotivation}
              onChange={(event) => set('travelMotivation', event.target.value)}
            />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <TextField
              label="When are you traveling?"
              {...missing.fieldProps('travelTimeline')}
              placeholder="e.g. mid-June, or any week this autumn"
              value={answers.travelTimeline}
              onChange={(event) => set('travelTimeline', event.target.value)}
            />
            <DaysSlider
              value={answers.travelLengthDays}
              onChange={(value) => set('travelLengthDays', value)}
            />
            <TextField
              label="Who are you traveling with?"
              {...missing.fieldProps('otherTravelers')}
              placeholder="e.g. my partner, two kids aged 6 and 9"
              value={answers.otherTravelers}
              onChange={(event) => set('otherTravelers', event.target.value)}
            />
            <TextField
              label="Where are you departing from?"
              {...missing.fieldProps('departingFrom')}
              placeholder="e.g. Chicago"
              value={answers.departingFrom}
              onChange={(event) => set('departingFrom', event.target.value)}
            />
          </>
        ) : null}
        {step === 3 ? (
          <ChipGroup
            legend="Pick every kind of place that appeals to you."
            options={state.destinationChips ?? DESTINATION_CHIPS}
            value={answers.destinationPreferences}
            onChange={(value) => set('destinationPreferences', value)}
          />
        ) : null}
        {step === 4 ? (
          <ChipGroup
            legend="Pick the experiences you would love to have."
            options={state.experienceChips ?? EXPERIENCE_CHIPS}
            value={answers.experiencePreferences}
            onChange={(value) => set('experiencePreferences', value)}
          />
        ) : null}
        {step === 5 ? <UnknownAdvancedStep answers={answers} set={set} /> : null}
      </QuestionnaireLayout>
      <SigninModal {...modal} />
    </>
  );
}
