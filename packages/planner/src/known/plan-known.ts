/** The known-destination path: a catalogue plan, a labelled map-search plan, or a clear error. */
import type { KnownDestination, KnownFormData } from '@app/shared';
import { planKnownDestination } from '../build/plan.ts';
import { findDestination, getDestination } from '../catalogue/index.ts';
import { PlannerError } from '../errors.ts';
import { geocode } from '../gazetteer.ts';
import { type RequestOptions, requestFromKnown } from '../request.ts';
import { mapSearchPlan } from './map-search.ts';

export interface KnownPlanResult {
  destination: KnownDestination;
  /** Catalogue id, or undefined for a map-search plan. */
  destinationId?: string;
  source: 'catalogue' | 'map-search';
}

export function planKnown(form: KnownFormData, opts: RequestOptions = {}): KnownPlanResult {
  const text = form.destination.trim();
  const req = requestFromKnown(form, opts);
  const fromCatalogue = findDestination(text);
  const place = fromCatalogue ? undefined : geocode(text);
  const dest =
    fromCatalogue ?? (place?.destinationId ? getDestination(place.destinationId) : undefined);
  if (dest)
    return {
      destination: planKnownDestination(dest, req),
      destinationId: dest.id,
      source: 'catalogue',
    };
  if (place) return { destination: mapSearchPlan(place, req), source: 'map-search' };
  throw new PlannerError(
    'UNKNOWN_DESTINATION',
    `We couldn't find a place called '${text}'. Check the spelling or try a nearby city.`,
  );
}
