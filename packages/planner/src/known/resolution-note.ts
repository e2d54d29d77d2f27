/**
 * One sentence on how a place name was read, when that is not obvious: a region served from a
 * base town ("the Amalfi Coast from Sorrento"), or a bare name with namesakes ("Perth, Australia,
 * not Perth, Scotland").
 */
import { namesakes, type Place } from '../gazetteer.ts';
import { norm } from '../text.ts';

function label(p: Place): string {
  return [p.name, p.region, p.country].filter(Boolean).join(', ');
}

export function resolutionNote(typed: string, place: Place): string {
  if (place.askedFor) {
    return `You asked for ${place.askedFor}: our catalogue covers it from ${place.name}, the nearest place we know well, so this plan is based there.`;
  }
  // A qualifier was given ("Paris, Texas"): the location already says which.
  if (/[,(]/.test(typed) || norm(typed) !== norm(place.name)) return '';
  const others = namesakes(place).filter(
    (o) => o.country !== place.country || o.region !== place.region,
  );
  if (others.length === 0) return '';
  const other = others[0] as Place;
  return `There is more than one ${place.name}: this plan is for ${label(place)}. For another, add the state or country (for example "${other.name}, ${other.region ?? other.country}").`;
}
