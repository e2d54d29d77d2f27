import { knownNeedsCases } from './cases-known-needs.ts';
import { knownPeopleCases } from './cases-known-people.ts';
import { knownPlaceCases } from './cases-known-places.ts';
import { unknownCases } from './cases-unknown.ts';
import { unknownPeopleCases } from './cases-unknown-people.ts';
import type { EvalCase } from './types.ts';

export const cases: EvalCase[] = [
  ...knownPlaceCases,
  ...knownPeopleCases,
  ...knownNeedsCases,
  ...unknownCases,
  ...unknownPeopleCases,
];
