/** The known-destination path: a catalogue plan, a labelled map-search plan, or a clear error. */
import type { KnownDestination, KnownFormData } from '@app/shared';
import { planKnownDestination } from '../build/plan.ts';
import { findDestination, getDestination } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { PlannerError } from '../errors.ts';
import { geocode, type Place } from '../gazetteer.ts';
import { namedWishes } from '../parse/wishes.ts';
import { type RequestOptions, requestFromKnown } from '../request.ts';
import { mapSearchPlan } from './map-search.ts';
import { resolutionNote } from './resolution-note.ts';

export interface KnownPlanResult {
  destination: KnownDestination;
  /** Catalogue id, or undefined for a map-search plan. */
  destinationId?: string;
  source: 'catalogue' | 'map-search';
}

/**
 * Where the traveller means. The gazetteer reads qualifiers ("Paris, Texas") and landmarks
 * ("Amalfi Coast") before any name match, so a namesake in the catalogue never wins over the
 * place they described; the bare catalogue lookup is only the fallback.
 */
export function resolvePlace(text: string): Place | undefined {
  const place = geocode(text);
  if (place) return place;
  const d = findDestination(text);
  return d
    ? {
        name: d.name,
        country: d.country,
        countryCode: '',
        admin: '',
        lat: d.lat,
        lng: d.lng,
        population: 0,
        destinationId: d.id,
      }
    : undefined;
}

/** The catalogue destination a known-path plan for this text is built from, when there is one. */
export function catalogueDestinationFor(text: string): Destination | undefined {
  const id = resolvePlace(text.trim())?.destinationId;
  return id ? getDestination(id) : undefined;
}

export function planKnown(form: KnownFormData, opts: RequestOptions = {}): KnownPlanResult {
  const text = form.destination.trim();
  const base = requestFromKnown(form, opts);
  const place = resolvePlace(text);
  // A sight they named is itself a wish when the plan is based in its gateway town (Machu Picchu
  // from the Sacred Valley, Angkor Wat from Siem Reap): it is scheduled or named in a note. A
  // country or region the base lies in ("Hawaii" from Honolulu) is not something to book.
  const req =
    place?.askedFor && place.askedKind === 'site' && place.destinationId
      ? { ...base, wishes: [...namedWishes(`see ${place.askedFor}`), ...base.wishes] }
      : base;
  const dest = place?.destinationId ? getDestination(place.destinationId) : undefined;
  const note = place ? resolutionNote(text, place) : '';
  const withNote = (d: KnownDestination): KnownDestination =>
    note ? { ...d, overview: `${note} ${d.overview}` } : d;
  if (dest)
    return {
      destination: withNote(planKnownDestination(dest, req)),
      destinationId: dest.id,
      source: 'catalogue',
    };
  if (place) return { destination: withNote(mapSearchPlan(place, req)), source: 'map-search' };
  throw new PlannerError(
    'UNKNOWN_DESTINATION',
    `We couldn't find a place called '${text}'. Check the spelling or try a nearby city.`,
  );
}
