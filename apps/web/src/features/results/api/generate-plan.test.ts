import { MSG } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestRecommendation } from './generate-plan.ts';

const form = {
  firstName: 'Ann',
  destination: 'Lisbon',
  departingFrom: 'London',
  plansSoFar: 'Food',
} as Parameters<typeof requestRecommendation>[1];

/** A preview as the server answers it (the shared schema's shape, sample content). */
const PREVIEW = {
  location: 'Lisbon, Portugal',
  overview: 'Sample overview.',
  helpful_tips: 'Sample tip.',
  places_to_stay: [],
  restaurants: [],
  things_to_do: [],
  itinerary: [
    {
      day_num: 1,
      summary: 'Sample day',
      morning: { time: '9:00 AM', activities: 'A walk', dining: 'Breakfast' },
      afternoon: { time: '1:00 PM', activities: 'A museum', dining: 'Lunch' },
      evening: { time: '6:00 PM', activities: 'A show', dining: 'Dinner' },
    },
  ],
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestRecommendation', () => {
  it('retries 503/529/500 three times, 5 s apart, then gives the unavailable message', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => reply(529, { error: 'busy' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = requestRecommendation('known', form, new AbortController().signal).catch(
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBe(MSG.serviceUnavailable);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(500, {}))
      .mockResolvedValueOnce(reply(200, { destination: PREVIEW }));
    vi.stubGlobal('fetch', fetchMock);
    const result = requestRecommendation('known', form, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toEqual(PREVIEW);
  });

  it.each([
    [400, { error: 'bad' }, MSG.recommendationFailed],
    [
      422,
      { code: 'UNKNOWN_DESTINATION', error: 'We could not find "Xyz".' },
      'We could not find "Xyz".',
    ],
    [200, {}, MSG.invalidRecommendation],
    [200, { destination: { location: 'Lisbon' } }, MSG.invalidRecommendation],
  ])('status %i maps to its catalogue text', async (status, body, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(status, body)),
    );
    await expect(
      requestRecommendation('unknown', form, new AbortController().signal),
    ).rejects.toThrow(message);
  });
});
