/**
 * One or two sentences on how a place name was read, when that is not obvious: a country,
 * region, island or sight planned from a catalogue base ("We planned your trip from Honolulu,
 * our base for Hawaii"), a country or area with no base (its largest city stands in), or a bare
 * name with namesakes ("Perth, Australia, not Perth, Scotland").
 */
import { namesakes, type Place } from '../gazetteer.ts';
import { withArticle } from '../geo/landmarks.ts';
import { joinList, norm } from '../text.ts';

/** The other bases named in a note; more than this are counted, not listed. */
const MAX_OTHERS = 8;

function label(p: Place): string {
  return [p.name, p.region, p.country].filter(Boolean).join(', ');
}

function othersSentence(p: Place, where: string): string {
  const others = p.alsoCovered ?? [];
  if (others.length === 0) return '';
  const shown = others.slice(0, MAX_OTHERS);
  const more = others.length - shown.length;
  const names = shown.map(withArticle);
  const list = more > 0 ? `${names.join(', ')} and ${more} more` : joinList(names);
  const one = others.length === 1;
  return ` We also cover ${list} ${where}: ask for ${one ? 'it' : 'one of them'} by name for a plan based there.`;
}

export function resolutionNote(typed: string, place: Place): string {
  const asked = place.askedFor;
  if (asked) {
    if (!place.destinationId)
      return `You asked for ${asked}: we have no destination there in our curated catalogue, so this plan is for ${label(place)}, its largest city.`;
    if (place.askedKind === 'country')
      return `You asked for ${asked}: we planned your trip from ${withArticle(place.name)}, the best-known place in ${asked} in our catalogue.${othersSentence(place, `in ${asked}`)}`;
    const where = place.askedKind === 'site' ? `near ${asked}` : `in ${asked}`;
    return `We planned your trip from ${withArticle(place.name)}, our base for ${asked}.${othersSentence(place, where)}`;
  }
  // A qualifier was given ("Paris, Texas"): the location already says which.
  const saint = (t: string) => norm(t).replace(/^st /, 'saint ');
  if (/[,(]/.test(typed) || saint(typed) !== saint(place.name)) return '';
  const others = namesakes(place).filter(
    (o) => o.country !== place.country || o.region !== place.region,
  );
  if (others.length === 0) return '';
  const other = others[0] as Place;
  return `There is more than one ${place.name}: this plan is for ${label(place)}. For another, add the state or country (for example "${other.name}, ${other.region ?? other.country}").`;
}
