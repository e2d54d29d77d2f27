import { describe, expect, it } from 'vitest';
import { getDestination } from '../src/catalogue/index.ts';
import { CANNOT_REVISE, planKnown, recommendUnknownFirst, revisePlan } from '../src/index.ts';
import { knownForm, unknownForm } from './helpers.ts';

const form = knownForm({ destination: 'Tokyo', datesTraveling: '5 days' });
const plan = planKnown(form).destination;
const tokyo = getDestination('tokyo');

function kindCount(p: typeof plan, kind: string): number {
  const names = new Set(
    tokyo?.activities.filter((a) => a.kinds.includes(kind as never)).map((a) => a.name),
  );
  return p.itinerary
    .flatMap((d) => [d.morning, d.afternoon, d.evening])
    .filter((x) => names.has(x.activities.split(' (')[0] ?? '')).length;
}

function revise(feedback: string, destination = plan) {
  return revisePlan({ planType: 'DESTINATION_KNOWN', destination, feedback, form });
}

describe('revisePlan', () => {
  it('adds more of a kind', () => {
    const short = planKnown(knownForm({ destination: 'Tokyo', datesTraveling: '2 days' }));
    const r = revise('More parks and gardens please', short.destination);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(kindCount(r.destination as typeof plan, 'park')).toBeGreaterThan(
        kindCount(short.destination, 'park'),
      );
  });

  it('drops a kind', () => {
    const busy = planKnown(
      knownForm({
        destination: 'Tokyo',
        datesTraveling: '5 days',
        dayStructurePreferences: ['Action-packed'],
      }),
    ).destination;
    expect(kindCount(busy, 'nightlife')).toBeGreaterThan(0);
    const r = revise('less nightlife', busy);
    expect(r.ok).toBe(true);
    if (r.ok) expect(kindCount(r.destination as typeof plan, 'nightlife')).toBe(0);
  });

  it('goes cheaper or more upscale', () => {
    const avg = (p: typeof plan) =>
      p.places_to_stay.reduce((s, x) => s + x.price_range.length, 0) / p.places_to_stay.length;
    const up = revise('something more upscale');
    expect(up.ok).toBe(true);
    if (up.ok) expect(avg(up.destination as typeof plan)).toBeGreaterThan(avg(plan));
    const down = revise('cheaper hotels');
    expect(down.ok).toBe(true);
    if (down.ok) expect(avg(down.destination as typeof plan)).toBeLessThan(avg(plan));
  });

  it('changes the pace', () => {
    const r = revise('make it busier');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.changes.join(' ')).toMatch(/3 planned activities a day/);
    const slow = revise('slower pace, we want downtime');
    expect(slow.ok).toBe(true);
  });

  it('adds and drops a day trip', () => {
    const r = revise('add a day trip');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.destination.itinerary.some((d) => d.summary.startsWith('Day trip'))).toBe(true);
    const back = revise('no day trips', r.destination as typeof plan);
    expect(back.ok).toBe(true);
    if (back.ok)
      expect(back.destination.itinerary.some((d) => d.summary.startsWith('Day trip'))).toBe(false);
  });

  it('applies a dietary change', () => {
    const r = revise("I'm vegan now");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const x of r.destination.restaurants)
      expect(tokyo?.restaurants.find((t) => t.name === x.restaurant_name)?.dietary).toContain(
        'vegan',
      );
  });

  it('swaps a named item', () => {
    const first = plan.things_to_do[0]?.destination_name ?? '';
    const r = revise(`replace ${first}`);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.destination)).not.toContain(first);
  });

  it('changes the number of days', () => {
    const r = revise('make it 3 days');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.destination.itinerary).toHaveLength(3);
    const more = revise('add a day');
    if (more.ok) expect(more.destination.itinerary).toHaveLength(6);
  });

  it('keeps earlier revisions', () => {
    const vegan = revise("I'm vegan now");
    if (!vegan.ok) throw new Error('vegan revision failed');
    const longer = revise('add a day', vegan.destination as typeof plan);
    if (!longer.ok) throw new Error('day revision failed');
    for (const x of longer.destination.restaurants)
      expect(tokyo?.restaurants.find((t) => t.name === x.restaurant_name)?.dietary).toContain(
        'vegan',
      );
  });

  it('refuses feedback it cannot apply, never returning an unchanged plan', () => {
    expect(revise('hmm not sure')).toEqual({ ok: false, message: CANNOT_REVISE });
    const r = revise('make it 5 days');
    expect(r.ok).toBe(false);
  });

  it('revises unknown plans and map-search plans', () => {
    const u = recommendUnknownFirst(unknownForm());
    const r = revisePlan({
      planType: 'DESTINATION_UNKNOWN',
      destination: u.destination,
      feedback: 'make it 3 days',
    });
    expect(r.ok && r.destination.itinerary.length).toBe(3);
    expect(r.ok && typeof r.destination.itinerary[0]?.morning).toBe('string');
    const ghent = planKnown(knownForm({ destination: 'Ghent' })).destination;
    const g = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: ghent,
      feedback: 'make it 2 days',
    });
    expect(g.ok && g.destination.itinerary.length).toBe(2);
    expect(
      revisePlan({ planType: 'DESTINATION_KNOWN', destination: ghent, feedback: 'more museums' })
        .ok,
    ).toBe(false);
  });

  it("never revises a namesake's map-search plan with the catalogue entry of the same name", () => {
    // "Athens, Ohio" shares its bare name with the catalogue's Athens, Greece: a revision once
    // filled the Ohio plan with the Acropolis Museum and the Ancient Agora.
    const athensOhio = knownForm({ destination: 'Athens, Ohio', datesTraveling: '3 days' });
    const plan = planKnown(athensOhio).destination;
    expect(plan.location).toBe('Athens, Ohio, United States');
    const r = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: plan,
      feedback: 'more museums please',
      form: athensOhio,
    });
    expect(r.ok).toBe(false);
    const greek = new Set(getDestination('athens')?.activities.map((a) => a.name));
    const shorter = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: plan,
      feedback: 'make it 2 days',
      form: athensOhio,
    });
    expect(shorter.ok).toBe(true);
    if (shorter.ok)
      for (const t of shorter.destination.things_to_do)
        expect(greek.has(t.destination_name)).toBe(false);
  });
});
