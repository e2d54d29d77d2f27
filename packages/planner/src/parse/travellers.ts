/** Who is travelling, for callers that need one fact: read through the party model (party.ts). */
import { parseParty } from './party.ts';

/** Any minor in the party; "my two adult sons" are not children. */
export function hasChildren(text: string): boolean {
  return parseParty(text).kids;
}

/** Number of people, the traveller included; 1 when travelling alone or unknown. */
export function partySize(text: string): number {
  return parseParty(text).size;
}
