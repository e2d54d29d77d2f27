import {
  destinationImageKey,
  type PlanRecord,
  destinationOf as sharedDestinationOf,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { needsThumbnailRefresh } from './api/thumbnails.ts';
import {
  comparisonOf,
  destinationOf,
  mapLink,
  normaliseDestination,
  parsePlanId,
} from './plan-data.ts';

function record(overrides: Partial<PlanRecord> = {}): PlanRecord {
  return {
    id: 1,
    plan_id: 1,
    user_id: 1,
    plan_type: 'DESTINATION_KNOWN',
    plan_data: {
      destination: {
        location: 'Lisbon',
        overview: '',
        helpful_tips: '',
        places_to_stay: [],
        restaurants: [],
        things_to_do: [],
        itinerary: [],
      },
    },
    is_paid: false,
    is_preview: true,
    preview: null,
    shared_publicly: false,
    created_at: 'March 3, 2025',
    last_viewed: null,
    photos_first_destination: [],
    photos_second_destination: [],
    modified_count: 0,
    modified_first_destination_count: 0,
    modified_second_destination_count: 0,
    comparison_data_unknown: null,
    is_owner: true,
    ...overrides,
  };
}

describe('plan data', () => {
  it('normalises the cached-image key: lowercase, non-alphanumeric runs to one underscore', () => {
    expect(normaliseDestination('São Paulo, Brazil!')).toBe('s_o_paulo_brazil');
    expect(normaliseDestination('Lisbon -- Portugal')).toBe('lisbon_portugal');
  });

  it('falls back to a maps search from name and location', () => {
    expect(mapLink('', 'Café Luso', 'Bairro Alto')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Luso%20Bairro%20Alto',
    );
    expect(mapLink('https://maps.example/x', 'a', 'b')).toBe('https://maps.example/x');
    expect(mapLink('javascript:alert(1)', 'a', 'b')).toContain('google.com/maps/search');
  });

  it('reads a preview destination, which has no paid-only fields and no second destination', () => {
    const destination = {
      location: 'Lisbon',
      overview: 'Hills',
      helpful_tips: 'Tips',
      places_to_stay: [],
      restaurants: [],
      things_to_do: [],
      itinerary: [
        { day_num: 1, summary: 'S', morning: 'Walk', afternoon: 'Tram', evening: 'Fado' },
      ],
    };
    const plan = record({ plan_data: { destination } });
    expect(destinationOf(plan, 'destination')).toEqual(destination);
    expect(destinationOf(plan, 'destination')?.time_to_go).toBeUndefined();
    expect(destinationOf(plan, 'second_destination')).toBeNull();
    expect(comparisonOf(plan)).toBeNull();
  });

  it('accepts only numeric plan ids', () => {
    expect(parsePlanId('42')).toBe(42);
    expect(parsePlanId('4x')).toBeNull();
    expect(parsePlanId('0')).toBeNull();
    expect(parsePlanId(undefined)).toBeNull();
  });

  it('refreshes thumbnails for plans never viewed or viewed over 28 days ago', () => {
    const now = Date.parse('2025-06-30T00:00:00Z');
    expect(needsThumbnailRefresh(record(), now)).toBe(true);
    expect(needsThumbnailRefresh(record({ last_viewed: '2025-06-01T00:00:00Z' }), now)).toBe(true);
    expect(needsThumbnailRefresh(record({ last_viewed: '2025-06-10T00:00:00Z' }), now)).toBe(false);
  });
});

describe('mirrors of the shared plan helpers', () => {
  it('normaliseDestination agrees with the shared destinationImageKey', () => {
    for (const name of [
      'Lisbon, Portugal',
      '  São Miguel!! ',
      'New York City',
      '東京',
      'a--b__c',
    ]) {
      expect(normaliseDestination(name)).toBe(destinationImageKey(name));
    }
  });

  it('destinationOf agrees with the shared destinationOf', () => {
    const plan = record();
    for (const key of ['destination', 'second_destination'] as const) {
      expect(destinationOf(plan, key)).toEqual(sharedDestinationOf(plan.plan_data, key));
    }
  });
});
