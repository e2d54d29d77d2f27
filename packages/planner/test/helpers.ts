/** Test factories: questionnaire answers with overrides (outline-style factories). */
import {
  type KnownFormData,
  knownFormData,
  type UnknownFormData,
  unknownFormData,
} from '@app/shared';

export function knownForm(overrides: Partial<KnownFormData> = {}): KnownFormData {
  return knownFormData.parse({
    firstName: 'Sam',
    destination: 'Lisbon',
    departingFrom: 'Boston, MA',
    datesTraveling: 'June 3-9',
    plansSoFar: '',
    ...overrides,
  });
}

export function unknownForm(overrides: Partial<UnknownFormData> = {}): UnknownFormData {
  return unknownFormData.parse({
    firstName: 'Ana',
    travelMotivation: 'Good food, some culture and walkable neighbourhoods.',
    travelTimeline: 'in May',
    departingFrom: 'Chicago, IL',
    travelLengthDays: 6,
    ...overrides,
  });
}
