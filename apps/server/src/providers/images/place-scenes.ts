import { HEIGHT, HORIZON, WIDTH } from './canvas.ts';
import { between, mix, type Rng } from './colour.ts';
import type { SceneChoice } from './destination-scene.ts';
import { type Palette, ridge, sceneLayers } from './scenes.ts';
import { acacia, canopy, palm, town, village } from './town.ts';

const r = Math.round;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** Water from `top` down, with a path of light under the sun. */
function water(rng: Rng, p: Palette, top: number, sunX: number): string {
  let glints = '';
  for (let y = top + 12, i = 1; y < 640; y += 20, i += 1) {
    const w = 24 + i * 14;
    glints += `<rect x="${r(sunX - w / 2 + between(rng, -16, 16))}" y="${y}" width="${w}" height="3" rx="1.5"/>`;
  }
  return (
    `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${p.sea}"/>` +
    `<g fill="${p.sun}" opacity=".4">${glints}</g>`
  );
}

/**
 * A volcanic or mountain island seen from the sea: one broad cone with a flattened summit
 * (Teide, Hallasan), a smaller cone on its flank and low shore land at its foot.
 */
function island(rng: Rng, p: Palette): string {
  const [far, mid, near] = p.land;
  const cx = r(between(rng, 420, 780));
  const summit = HORIZON - r(between(rng, 230, 290));
  const half = r(between(rng, 460, 560));
  const crater = r(between(rng, 22, 40));
  const cone =
    `M${cx - half} ${HORIZON + 12}Q${cx - r(half * 0.45)} ${HORIZON - 40} ${cx - crater} ${summit}` +
    `L${cx + crater} ${summit}Q${cx + r(half * 0.45)} ${HORIZON - 40} ${cx + half} ${HORIZON + 12}Z`;
  const side = rng() < 0.5 ? -1 : 1;
  const sx = cx + side * r(half * 0.62);
  const sh = r(between(rng, 60, 90));
  const small = `M${sx - 110} ${HORIZON + 12}Q${sx} ${HORIZON - sh - 30} ${sx + 110} ${HORIZON + 12}Z`;
  const shore = `M${cx - half - 40} ${HORIZON + 14}Q${cx} ${HORIZON - 16} ${cx + half + 40} ${HORIZON + 14}Z`;
  return path(cone, far) + path(small, mid) + path(shore, near);
}

/** A single flat-topped massif behind a city (Table Mountain). */
function tableMountain(rng: Rng, fill: string): string {
  const x0 = r(between(rng, 120, 260));
  const x1 = r(between(rng, 860, 1000));
  const top = HORIZON - r(between(rng, 150, 190));
  const d =
    `M-20 ${HORIZON + 60}L${x0 - 120} ${HORIZON - 20}L${x0} ${top + 14}L${x0 + 30} ${top}` +
    `L${x1 - 30} ${top + 4}L${x1} ${top + 16}L${x1 + 140} ${HORIZON - 30}L${WIDTH + 20} ${HORIZON + 40}` +
    `L${WIDTH + 20} ${HEIGHT}L-20 ${HEIGHT}Z`;
  return path(d, fill);
}

/** A range of sharp peaks behind a town. */
function peaks(rng: Rng, far: string, mid: string): string {
  return (
    path(ridge(rng, HORIZON - 30, 170, 8, false), far) +
    path(ridge(rng, HORIZON + 30, 90, 6, false), mix(mid, far, 0.6))
  );
}

/**
 * The middle of a destination's picture, between the sky and the caption band, for the scene
 * chosen from what the place is (destination-scene.ts).
 */
export function placeLayers(choice: SceneChoice, rng: Rng, p: Palette, sunX: number): string {
  const [far, mid, near] = p.land;
  switch (choice.scene) {
    case 'old-town':
    case 'skyline': {
      const base = choice.waterfront ? 560 : 610;
      const hills = path(ridge(rng, HORIZON + 10, 90, 5, true), far);
      const buildings =
        choice.scene === 'skyline'
          ? sceneLayers('skyline', rng, p, sunX)
          : town(rng, mid, choice.town, base);
      const front = choice.waterfront
        ? water(rng, p, base, sunX)
        : path(ridge(rng, base + 14, 18, 4, true), near);
      return choice.scene === 'skyline'
        ? buildings + (choice.waterfront ? front : '')
        : hills + buildings + front;
    }
    case 'temple-city':
      return (
        path(ridge(rng, HORIZON - 30, 120, 6, true), far) +
        path(ridge(rng, HORIZON + 50, 90, 5, true), mix(mid, far, 0.4)) +
        town(rng, mid, 'pagodas', 612) +
        path(ridge(rng, 626, 14, 4, true), near)
      );
    case 'coastal-town': {
      const left = rng() < 0.5;
      const [x0, x1] = left ? [-60, 700] : [500, 1260];
      const top = HORIZON - r(between(rng, 70, 120));
      const cliff = left
        ? `M${x0} ${HEIGHT}V${top + 40}Q${r((x0 + x1) / 2)} ${top - 30} ${x1} ${HORIZON + 40}L${x1 + 40} ${HEIGHT}Z`
        : `M${x1} ${HEIGHT}V${top + 40}Q${r((x0 + x1) / 2)} ${top - 30} ${x0} ${HORIZON + 40}L${x0 - 40} ${HEIGHT}Z`;
      return (
        water(rng, p, HORIZON, sunX) +
        path(cliff, mid) +
        village(rng, '#f6f1e8', '#2f5f9e', x0 + 90, x1 - 90, top, HORIZON + 30)
      );
    }
    case 'rainforest':
      return (
        `<rect y="${HORIZON + 40}" width="${WIDTH}" height="200" fill="${mix(far, p.sky[2], 0.3)}" opacity=".6"/>` +
        canopy(rng, far, HORIZON + 20, 60, 16) +
        canopy(rng, mid, HORIZON + 110, 70, 13) +
        canopy(rng, near, 610, 80, 10) +
        palm(r(between(rng, 120, 300)), 640, 260, p.ink, 40) +
        palm(r(between(rng, 880, 1080)), 640, 220, p.ink, -36)
      );
    case 'savanna': {
      let trees = '';
      for (let i = 0; i < 4; i += 1) {
        const x = r(between(rng, 80 + i * 270, 240 + i * 270));
        trees += acacia(x, r(between(rng, 560, 600)), r(between(rng, 90, 150)), i % 2 ? mid : near);
      }
      return (
        path(ridge(rng, HORIZON + 30, 30, 5, true), far) +
        path(ridge(rng, 560, 20, 4, true), mid) +
        trees
      );
    }
    case 'island-peak':
      return water(rng, p, HORIZON, sunX) + island(rng, p);
    case 'mountain-bay': {
      const base = 575;
      return (
        (choice.backdrop === 'table' ? tableMountain(rng, far) : peaks(rng, far, mid)) +
        path(ridge(rng, base - 50, 40, 5, true), mix(mid, far, 0.5)) +
        town(rng, mid, choice.town, base) +
        water(rng, p, base, sunX)
      );
    }
    default:
      return sceneLayers(choice.scene, rng, p, sunX);
  }
}

/**
 * A place the catalogue does not know: no landscape at all, only contour lines like a map's
 * (they depict no place), so nothing about the destination is claimed.
 */
export function neutralLayers(rng: Rng, ink: string, tint: string): string {
  const cx = r(between(rng, 300, 900));
  const cy = r(between(rng, 260, 420));
  let rings = '';
  for (let i = 1; i <= 14; i += 1) {
    const rx = 40 + i * 46 + r(between(rng, -8, 8));
    const ry = r(rx * between(rng, 0.55, 0.7));
    rings += `<ellipse cx="${cx + r(between(rng, -10, 10))}" cy="${cy}" rx="${rx}" ry="${ry}"/>`;
  }
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}"/>` +
    `<g fill="none" stroke="${ink}" stroke-width="2" opacity=".22">${rings}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="10" fill="${ink}" opacity=".55"/>`
  );
}
