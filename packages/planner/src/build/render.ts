/** Turns picked venues and day plans into the spec's output shapes (known and unknown types). */
import type {
  KnownItineraryDay,
  PlaceToStay,
  Restaurant as RestaurantItem,
  ThingToDo,
  UnknownItineraryDay,
} from '@app/shared';
import type {
  Activity,
  DayTrip,
  Destination,
  PriceLevel,
  Restaurant,
  Stay,
} from '../catalogue/types.ts';
import { weekdayName } from './calendar.ts';
import type { DayPlan, Slot } from './day-plan.ts';

export const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

export function mapsLink(name: string, city: string): string {
  return MAPS_SEARCH + encodeURIComponent(`${name}, ${city}`);
}

export function priceRange(level: PriceLevel): string {
  return '$'.repeat(level);
}

export function stayItem(s: Stay, dest: Destination): PlaceToStay {
  return {
    name: s.name,
    location: `${s.neighbourhood}, ${dest.name}`,
    why_recommended: s.why,
    price_range: priceRange(s.priceLevel),
    google_maps_link: mapsLink(s.name, dest.name),
    images: [],
  };
}

export function restaurantItem(r: Restaurant, dest: Destination): RestaurantItem {
  return {
    restaurant_name: r.name,
    restaurant_type: `${r.cuisine} · ${priceRange(r.priceLevel)}`,
    description: r.description,
    location: `${r.neighbourhood}, ${dest.name}`,
    google_maps_link: mapsLink(r.name, dest.name),
    images: [],
  };
}

export function activityItem(a: Activity, dest: Destination): ThingToDo {
  return {
    destination_name: a.name,
    description: a.description,
    location: `${a.neighbourhood}, ${dest.name}`,
    google_maps_link: mapsLink(a.name, dest.name),
    images: [],
  };
}

export function tripItem(t: DayTrip, dest: Destination): ThingToDo {
  return {
    destination_name: t.name,
    description: `Day trip (${t.travelTime} from ${dest.name}): ${t.description}`,
    location: `${t.name}, near ${dest.name}`,
    google_maps_link: mapsLink(t.name, dest.country),
    images: [],
  };
}

const TIMES = {
  morning: '9:00 AM - 12:00 PM',
  afternoon: '1:00 PM - 5:00 PM',
  evening: '6:00 PM - 10:00 PM',
  tripMorning: '8:00 AM - 12:00 PM',
} as const;

const MEAL_LABEL = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

function activityText(slot: Slot): string {
  if (slot.trip)
    return `Day trip to ${slot.trip.name} (${slot.trip.travelTime}): ${slot.trip.description}`;
  if (slot.activity) {
    const a = slot.activity;
    const note = slot.note ? ` ${slot.note}` : '';
    if (slot.revisit)
      return `Back to ${a.name} (${a.neighbourhood}) for a free afternoon at your own pace.${note}`;
    return `${a.name} (${a.neighbourhood}): ${a.description}${note}`;
  }
  return slot.free ?? '';
}

/** The day's headline, with its weekday when the dates are known. */
function summaryText(d: DayPlan): string {
  return d.weekday ? `${d.summary} (${weekdayName(d.weekday)})` : d.summary;
}

function diningText(slot: Slot, area: string, dietNote: string): string {
  const label = MEAL_LABEL[slot.meal.meal];
  const r = slot.meal.restaurant;
  const town = slot.meal.town && slot.meal.town !== r?.neighbourhood ? `, ${slot.meal.town}` : '';
  const note = slot.meal.note ? `; ${slot.meal.note}` : '';
  if (r) return `${label} at ${r.name} (${r.cuisine}, ${r.neighbourhood}${town}${note})`;
  if (slot.meal.included) return `${label} is part of the evening at ${slot.meal.included}`;
  // No restaurant is invented for a town the catalogue does not cover.
  if (slot.meal.away)
    return `${label} on the day trip, at a place of your choice in or near ${slot.meal.away}${dietNote}`;
  if (slot.meal.meal === 'breakfast') return `${label} at your hotel or a café nearby${dietNote}`;
  return `${label} at a spot of your choice around ${area}${dietNote}`;
}

export function knownDays(days: readonly DayPlan[], dietNote: string): KnownItineraryDay[] {
  return days.map((d) => {
    const part = (slot: Slot, time: string) => ({
      time,
      activities: activityText(slot),
      dining: diningText(slot, d.area, dietNote),
    });
    return {
      day_num: d.num,
      summary: summaryText(d),
      morning: part(d.morning, d.morning.trip ? TIMES.tripMorning : TIMES.morning),
      afternoon: part(d.afternoon, TIMES.afternoon),
      evening: part(d.evening, TIMES.evening),
    };
  });
}

export function unknownDays(days: readonly DayPlan[], dietNote: string): UnknownItineraryDay[] {
  return days.map((d) => {
    const part = (slot: Slot) => `${activityText(slot)} ${diningText(slot, d.area, dietNote)}.`;
    return {
      day_num: d.num,
      summary: summaryText(d),
      morning: part(d.morning),
      afternoon: part(d.afternoon),
      evening: part(d.evening),
    };
  });
}
