/** sessionStorage keys of the questionnaires (see storage.ts); tiny, so the entry can use them. */
export const QUESTIONNAIRE_KEYS = {
  unknown: 'questionnaire:unknown',
  known: 'questionnaire:known',
  responses: 'questionnaire:responses',
  knownResponses: 'questionnaire:known-responses',
} as const;
