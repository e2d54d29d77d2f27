import { HEIGHT, HORIZON, WIDTH } from './canvas.ts';
import { between, hsl, mix, pick, type Rng } from './colour.ts';
import type { PlaceScene } from './destination-scene.ts';

export { HEIGHT, HORIZON, WIDTH };

export type Mood = 'dawn' | 'day' | 'dusk' | 'night';
export type Scene = 'hills' | 'peaks' | 'coast' | 'skyline' | 'dunes';

export interface Palette {
  mood: Mood;
  sky: [string, string, string];
  sun: string;
  /** Far to near; the far layers are already faded toward the horizon colour. */
  land: [string, string, string];
  sea: string;
  /** The foreground and caption band: dark enough for cream type at WCAG AA and beyond. */
  ink: string;
}

/** The product's warm accent family (tokens.css --color-accent is #b4461f); the sun is always warm. */
const WARM_HUES = [18, 24, 30, 36, 42] as const;

/**
 * Hue comes from the seed alone so every image of one place shares a colour story; the mood
 * comes from the composition rng so a gallery still varies. Sky hues stay in the blue-violet-rose
 * arc and land takes roughly the complement, which keeps each pairing calm rather than garish.
 */
/**
 * The land's hue and saturation where the place decides it (sand, rainforest green, alpine
 * slate, grassland gold); elsewhere roughly the sky's complement.
 */
const LAND: Partial<Record<PlaceScene, [number, number, number]>> = {
  dunes: [22, 40, 48],
  rainforest: [105, 140, 42],
  savanna: [34, 46, 46],
  hills: [75, 110, 32],
  'temple-city': [95, 135, 30],
  peaks: [200, 225, 16],
  'island-peak': [30, 110, 22],
  'mountain-bay': [200, 225, 16],
};

export function makePalette(hueRng: Rng, rng: Rng, scene: PlaceScene): Palette {
  const skyHue = between(hueRng, 185, 335);
  const land = LAND[scene];
  const landHue = land
    ? between(hueRng, land[0], land[1])
    : (skyHue + between(hueRng, 140, 200)) % 360;
  const landSat = land ? land[2] : between(hueRng, 22, 38);
  const mood = pick(rng, ['dawn', 'day', 'day', 'dusk', 'dusk', 'night'] as const);
  const warm = pick(rng, WARM_HUES);
  const skies: Record<Mood, [string, string, string]> = {
    dawn: [hsl(skyHue, 35, 74), hsl(skyHue + 25, 45, 84), hsl(warm, 80, 88)],
    day: [hsl(skyHue, 50, 66), hsl(skyHue, 45, 80), hsl(40, 60, 93)],
    dusk: [hsl(skyHue, 38, 32), hsl(skyHue + 35, 42, 55), hsl(warm, 85, 72)],
    night: [hsl(230, 45, 10), hsl(skyHue, 35, 20), hsl(skyHue, 30, 32)],
  };
  const lights: Record<Mood, [number, number, number]> = {
    dawn: [70, 56, 42],
    day: [64, 49, 35],
    dusk: [44, 33, 23],
    night: [25, 19, 14],
  };
  const sky = skies[mood];
  const [l0, l1, l2] = lights[mood];
  return {
    mood,
    sky,
    sun: mood === 'night' ? '#f3ecdf' : hsl(warm, 88, mood === 'day' ? 70 : 64),
    land: [
      mix(hsl(landHue, landSat, l0), sky[2], 0.45),
      mix(hsl(landHue + 8, landSat, l1), sky[2], 0.2),
      hsl(landHue + 16, landSat + 4, l2),
    ],
    sea: mix(hsl(skyHue, 45, mood === 'night' ? 18 : 42), sky[2], 0.25),
    ink: hsl(landHue + 20, 28, 11),
  };
}

const r = Math.round;

/**
 * A ridge across the canvas closed down to the bottom edge. Smooth ridges run quadratic
 * curves through midpoints (rolling hills, dunes); sharp ones are straight lines (peaks).
 * The outer points sit half a step beyond each edge so the first and last midpoints land
 * exactly on the edges and no straight stub shows inside the picture.
 */
export function ridge(rng: Rng, base: number, amp: number, steps: number, smooth: boolean): string {
  const step = WIDTH / (steps - 1);
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) pts.push([r((i - 0.5) * step), r(base - amp * rng())]);
  const first = pts[0]!;
  const last = pts[steps]!;
  let d = `M${first[0]} ${first[1]}`;
  for (let i = 1; i <= steps; i += 1) {
    const [x, y] = pts[i]!;
    const [px, py] = pts[i - 1]!;
    if (!smooth || i === 1) d += `L${smooth ? r((px + x) / 2) : x} ${smooth ? r((py + y) / 2) : y}`;
    else d += `Q${px} ${py} ${r((px + x) / 2)} ${r((py + y) / 2)}`;
  }
  if (smooth) d += `L${last[0]} ${last[1]}`;
  return `${d}L${last[0]} ${HEIGHT}L${first[0]} ${HEIGHT}Z`;
}

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** City silhouettes: blocks with the odd dome or spire, so a skyline reads at thumbnail size. */
function skyline(rng: Rng, fill: string): string {
  let shapes = '';
  let x = r(between(rng, -20, 40));
  while (x < WIDTH) {
    const w = r(between(rng, 34, 90));
    const h = r(between(rng, 50, 190));
    const top = HORIZON + 120 - h;
    shapes += `<rect x="${x}" y="${top}" width="${w}" height="${h + 60}"/>`;
    const roof = rng();
    if (roof < 0.14) shapes += `<circle cx="${x + w / 2}" cy="${top}" r="${r(w / 2.4)}"/>`;
    else if (roof < 0.24)
      shapes += `<path d="M${x + 6} ${top}L${r(x + w / 2)} ${top - r(w * 1.1)}L${x + w - 6} ${top}Z"/>`;
    x += w + r(between(rng, 0, 14));
  }
  return `<g fill="${fill}">${shapes}</g>`;
}

/** The middle of the picture for each scene, between the sky and the caption foreground. */
export function sceneLayers(scene: Scene, rng: Rng, p: Palette, sunX: number): string {
  const [far, mid, near] = p.land;
  switch (scene) {
    case 'hills':
      return (
        path(ridge(rng, HORIZON, 90, 6, true), far) +
        path(ridge(rng, HORIZON + 70, 80, 5, true), mid) +
        path(ridge(rng, HORIZON + 130, 60, 4, true), near)
      );
    case 'peaks':
      return (
        path(ridge(rng, HORIZON - 20, 200, 9, false), far) +
        path(ridge(rng, HORIZON + 60, 140, 7, false), mid) +
        path(ridge(rng, HORIZON + 140, 50, 5, true), near)
      );
    case 'dunes':
      return (
        path(ridge(rng, HORIZON + 10, 80, 4, true), far) +
        path(ridge(rng, HORIZON + 80, 90, 3, true), mid) +
        path(ridge(rng, HORIZON + 150, 60, 3, true), near)
      );
    case 'skyline':
      return (
        path(ridge(rng, HORIZON + 20, 80, 5, true), far) +
        skyline(rng, mid) +
        path(ridge(rng, HORIZON + 160, 30, 4, true), near)
      );
    case 'coast': {
      // A headland on one side, open sea with a path of light under the sun.
      const left = rng() < 0.5;
      const cape = left
        ? `M-40 ${HORIZON}Q${r(between(rng, 160, 300))} ${HORIZON - r(between(rng, 90, 160))} ${r(between(rng, 380, 520))} ${HORIZON}Z`
        : `M${WIDTH + 40} ${HORIZON}Q${r(between(rng, 900, 1040))} ${HORIZON - r(between(rng, 90, 160))} ${r(between(rng, 680, 820))} ${HORIZON}Z`;
      // A path of light on the water under the sun: short strokes that widen toward the viewer.
      let glints = '';
      for (let y = HORIZON + 14, i = 1; y < 640; y += 22, i += 1) {
        const w = 30 + i * 16;
        glints += `<rect x="${r(sunX - w / 2 + between(rng, -20, 20))}" y="${y}" width="${w}" height="4" rx="2"/>`;
      }
      return (
        `<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="${p.sea}"/>` +
        `<g fill="${p.sun}" opacity=".45">${glints}</g>` +
        path(cape, far) +
        path(ridge(rng, HORIZON + 170, 40, 4, true), near)
      );
    }
  }
}
