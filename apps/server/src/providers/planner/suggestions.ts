import { type Destination, matchVenueName } from '@app/planner';
import { mapSearchLink, type PlanDestination } from '@app/shared';

/**
 * Venues a model names are kept whether or not our catalogue holds them, but the traveller must
 * be able to tell them apart: a catalogue venue is `verified: true` under its catalogue name; any
 * other is `verified: false`, its text opens with SUGGESTION_LABEL (the label shows in today's
 * plan pages, which do not read the field yet) and its map link is a search, never a link the
 * model wrote (those are often guesses). The mark is ours alone: whatever the model sent in
 * `verified` is overwritten.
 */
export const SUGGESTION_LABEL = 'Suggestion — not verified by us.';

function unlabelled(text: string): string {
  let out = text.trim();
  while (out.startsWith(SUGGESTION_LABEL)) out = out.slice(SUGGESTION_LABEL.length).trim();
  return out;
}

function labelled(text: string): string {
  return `${SUGGESTION_LABEL} ${unlabelled(text)}`.trim();
}

/** A search for the venue in its place, the destination added when the location does not name it. */
function searchLink(name: string, location: string, destination: string): string {
  const city = destination.split(',')[0]?.trim() ?? '';
  const where = city && !location.includes(city) ? `${location}, ${destination}` : location;
  return mapSearchLink(`${name}, ${where}`);
}

export function markSuggestions<T extends PlanDestination>(plan: T, dest?: Destination): T {
  const stays = dest?.stays.map((s) => s.name) ?? [];
  const restaurants = dest?.restaurants.map((r) => r.name) ?? [];
  const things = dest ? [...dest.activities, ...dest.dayTrips].map((a) => a.name) : [];
  const link = (name: string, location: string) => searchLink(name, location, plan.location);
  return {
    ...plan,
    places_to_stay: plan.places_to_stay.map((s) => {
      const name = matchVenueName(s.name, stays);
      return name
        ? { ...s, name, why_recommended: unlabelled(s.why_recommended), verified: true }
        : {
            ...s,
            why_recommended: labelled(s.why_recommended),
            google_maps_link: link(s.name, s.location),
            verified: false,
          };
    }),
    restaurants: plan.restaurants.map((r) => {
      const name = matchVenueName(r.restaurant_name, restaurants);
      return name
        ? { ...r, restaurant_name: name, description: unlabelled(r.description), verified: true }
        : {
            ...r,
            description: labelled(r.description),
            google_maps_link: link(r.restaurant_name, r.location),
            verified: false,
          };
    }),
    things_to_do: plan.things_to_do.map((t) => {
      const name = matchVenueName(t.destination_name, things);
      return name
        ? { ...t, destination_name: name, description: unlabelled(t.description), verified: true }
        : {
            ...t,
            description: labelled(t.description),
            google_maps_link: link(t.destination_name, t.location),
            verified: false,
          };
    }),
  };
}
