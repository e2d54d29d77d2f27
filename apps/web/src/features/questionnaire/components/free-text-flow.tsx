import { MESSAGE_MS, MSG } from '@app/shared';
import { Link } from 'react-router';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { SigninModal } from '../../signin-modal/components/signin-modal.tsx';
import {
  EIGHT_QUESTIONS,
  responsesToKnownAnswers,
  responsesToUnknownAnswers,
  SCREENED_FROM,
  TEN_QUESTIONS,
} from '../free-text-questions.ts';
import { useFinish } from '../hooks/use-finish.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { hasBadWords } from '../profanity-check.ts';
import {
  loadResponses,
  QUESTIONNAIRE_KEYS,
  type QuestionnaireKind,
  writeStored,
} from '../storage.ts';
import { QuestionnaireLayout } from './questionnaire-layout.tsx';

export interface FreeTextFlowProps {
  kind: QuestionnaireKind;
  /** Where the guided questionnaire lives, for the switch-back link. */
  guidedPath: string;
}

/**
 * The free-text questionnaires: 10 questions for destination ideas, 8 for a known destination.
 * Progress is step/total; responses 6 onward are screened for bad words; the last step needs
 * every answer. On finishing, the answers are also stored as the guided flow's form data.
 */
export function FreeTextFlow({ kind, guidedPath }: FreeTextFlowProps) {
  const questions = kind === 'unknown' ? TEN_QUESTIONS : EIGHT_QUESTIONS;
  const total = questions.length;
  const key = kind === 'unknown' ? QUESTIONNAIRE_KEYS.responses : QUESTIONNAIRE_KEYS.knownResponses;
  const [state, update] = useStoredState(key, () => loadResponses(key, total));
  const alert = useTimedMessage(MESSAGE_MS.general);
  const { finish, modal } = useFinish(kind);
  const { step, responses } = state;
  const field = `response${step}`;
  const value = responses[field] ?? '';

  const next = async () => {
    if (step >= SCREENED_FROM && (await hasBadWords(value))) return alert.show(MSG.badWords);
    if (step < total) {
      alert.clear();
      return update({ step: step + 1 });
    }
    const missing = questions.some((_, i) => !(responses[`response${i + 1}`] ?? '').trim());
    if (missing) return alert.show(MSG.incompleteTenQuestions);
    if (kind === 'unknown') {
      writeStored(QUESTIONNAIRE_KEYS.unknown, {
        step: 1,
        answers: responsesToUnknownAnswers(responses),
      });
    } else {
      writeStored(QUESTIONNAIRE_KEYS.known, {
        step: 1,
        answers: responsesToKnownAnswers(responses),
      });
    }
    finish();
  };

  return (
    <>
      <QuestionnaireLayout
        step={step}
        totalSteps={total}
        title={`Question ${step} of ${total}`}
        alert={alert.message}
        onNext={() => void next()}
        onBack={
          step > 1
            ? () => {
                alert.clear();
                update({ step: step - 1 });
              }
            : undefined
        }
        nextLabel={
          step === total
            ? kind === 'unknown'
              ? 'See my travel plan'
              : 'Show me the results!'
            : 'Next'
        }
        footer={
          step === 1 ? (
            <>
              Prefer multiple choice? <Link to={guidedPath}>Back to the guided questionnaire</Link>
            </>
          ) : null
        }
      >
        <TextArea
          key={field}
          label={questions[step - 1] ?? ''}
          hint="Press Enter to continue, Shift+Enter for a new line."
          name={field}
          rows={5}
          value={value}
          onChange={(event) => update({ responses: { ...responses, [field]: event.target.value } })}
        />
      </QuestionnaireLayout>
      <SigninModal {...modal} />
    </>
  );
}
