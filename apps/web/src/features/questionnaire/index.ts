/** What other features use of the questionnaire: the answers kept in sessionStorage. */
export {
  clearAnswers,
  readKnownAnswers,
  readUnknownAnswers,
  resetForPathChoice,
} from './storage.ts';
