import { WIDTH } from './canvas.ts';
import { between, type Rng } from './colour.ts';

/**
 * Building silhouettes for the artwork's town scenes, standing on `base` (a y coordinate):
 * gabled houses and spires (a European old town), flat roofs, domes and minarets (a medina
 * or Mughal city), tiered pagodas and temple halls (an East or South-East Asian temple city).
 */
export type TownStyle = 'gables' | 'domes' | 'pagodas';

const r = Math.round;

function gabledHouse(x: number, w: number, h: number, base: number): string {
  const top = base - h;
  const peak = top - r(w * 0.45);
  return `<path d="M${x} ${base}V${top}L${r(x + w / 2)} ${peak}L${x + w} ${top}V${base}Z"/>`;
}

function spire(x: number, base: number, rng: Rng): string {
  const w = r(between(rng, 26, 38));
  const h = r(between(rng, 150, 210));
  const top = base - h;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}"/>` +
    `<path d="M${x - 4} ${top}L${r(x + w / 2)} ${top - r(w * 2.6)}L${x + w + 4} ${top}Z"/>`
  );
}

function dome(cx: number, base: number, w: number, h: number): string {
  const top = base - h;
  const rx = r(w / 2);
  return (
    `<rect x="${cx - rx}" y="${top}" width="${w}" height="${h}"/>` +
    `<path d="M${cx - rx} ${top}A${rx} ${r(rx * 1.05)} 0 0 1 ${cx + rx} ${top}Z"/>` +
    `<rect x="${cx - 2}" y="${top - r(rx * 1.05) - 16}" width="4" height="18"/>`
  );
}

function minaret(x: number, base: number, h: number): string {
  const top = base - h;
  return (
    `<rect x="${x}" y="${top}" width="14" height="${h}"/>` +
    `<rect x="${x - 4}" y="${top + r(h * 0.3)}" width="22" height="6"/>` +
    `<path d="M${x} ${top}L${x + 7} ${top - 26}L${x + 14} ${top}Z"/>`
  );
}

/** A pagoda: tiers of eaves that narrow upward, with a finial. */
function pagoda(cx: number, base: number, tiers: number, width: number): string {
  let out = '';
  let y = base;
  let w = width;
  for (let i = 0; i < tiers; i += 1) {
    const body = r(w * 0.62);
    const h = r(26 - i * 2);
    out += `<rect x="${cx - r(body / 2)}" y="${y - h}" width="${body}" height="${h}"/>`;
    y -= h;
    // Eaves: wider than the body, lifted at the tips.
    out += `<path d="M${cx - r(w / 2)} ${y + 2}Q${cx - r(w / 4)} ${y - 4} ${cx} ${y - 12}Q${cx + r(w / 4)} ${y - 4} ${cx + r(w / 2)} ${y + 2}Z"/>`;
    y -= 10;
    w *= 0.8;
  }
  return `${out}<rect x="${cx - 2}" y="${y - 34}" width="4" height="36"/>`;
}

/** A temple hall: a low body under a broad curved roof. */
function hall(x: number, w: number, h: number, base: number): string {
  const top = base - h;
  return (
    `<rect x="${x + r(w * 0.1)}" y="${top}" width="${r(w * 0.8)}" height="${h}"/>` +
    `<path d="M${x - 14} ${top + 4}Q${r(x + w / 2)} ${top - 34} ${x + w + 14} ${top + 4}Z"/>`
  );
}

export function town(rng: Rng, fill: string, style: TownStyle, base: number): string {
  let shapes = '';
  let x = r(between(rng, -30, 10));
  const landmarkAt = r(between(rng, WIDTH * 0.25, WIDTH * 0.7));
  let landmarkDrawn = false;
  while (x < WIDTH) {
    if (!landmarkDrawn && x >= landmarkAt) {
      landmarkDrawn = true;
      if (style === 'gables') shapes += spire(x, base, rng);
      else if (style === 'domes')
        shapes += dome(x + 70, base, 140, 110) + minaret(x + 160, base, 230);
      else shapes += pagoda(x + 60, base, 5, 130);
      x += style === 'gables' ? 40 : 190;
      continue;
    }
    const w = r(between(rng, 38, 80));
    const h = r(between(rng, 50, 130));
    const pick = rng();
    if (style === 'gables') shapes += gabledHouse(x, w, h, base);
    else if (style === 'domes') {
      shapes +=
        pick < 0.2
          ? dome(x + r(w / 2), base, w, h)
          : `<rect x="${x}" y="${base - h}" width="${w}" height="${h}"/>`;
    } else {
      shapes +=
        pick < 0.25 ? pagoda(x + r(w / 2), base, 3, w + 20) : hall(x, w + 20, r(h * 0.6), base);
      x += 20;
    }
    x += w + r(between(rng, 0, 8));
  }
  return `<g fill="${fill}">${shapes}</g>`;
}

/** Small bright houses stacked on a slope (Cycladic or Mediterranean villages). */
export function village(
  rng: Rng,
  fill: string,
  accent: string,
  x0: number,
  x1: number,
  top: number,
  base: number,
): string {
  let houses = '';
  let domes = '';
  for (let i = 0; i < 26; i += 1) {
    const t = rng();
    const x = r(x0 + (x1 - x0) * t);
    // Higher up the slope towards the middle of the headland.
    const slope = 1 - Math.abs(t - 0.5) * 2;
    const y = r(base - 12 - slope * (base - top - 30) * between(rng, 0.55, 1));
    const w = r(between(rng, 18, 34));
    const h = r(between(rng, 14, 26));
    houses += `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`;
    if (rng() < 0.12)
      domes += `<path d="M${x + 2} ${y}A${r(w / 2) - 2} ${r(w / 2) - 2} 0 0 1 ${x + w - 2} ${y}Z"/>`;
  }
  return `<g fill="${fill}">${houses}</g><g fill="${accent}">${domes}</g>`;
}

/** Rounded tree crowns in a band, for forest canopies. */
export function canopy(rng: Rng, fill: string, base: number, size: number, count: number): string {
  let crowns = '';
  for (let i = 0; i < count; i += 1) {
    const x = r((WIDTH / (count - 1)) * i + between(rng, -20, 20));
    const rad = r(size * between(rng, 0.7, 1.3));
    crowns += `<circle cx="${x}" cy="${r(base - rad * between(rng, 0.2, 0.9))}" r="${rad}"/>`;
  }
  return `<g fill="${fill}">${crowns}<rect y="${base - 4}" width="${WIDTH}" height="${800 - base + 4}"/></g>`;
}

/** A palm: a curved trunk and a fan of fronds. */
export function palm(x: number, base: number, h: number, fill: string, lean: number): string {
  const topX = x + lean;
  const topY = base - h;
  let fronds = '';
  for (const [dx, dy] of [
    [-70, 10],
    [-50, -28],
    [0, -40],
    [50, -28],
    [70, 10],
    [-30, 34],
    [34, 30],
  ] as const) {
    fronds += `<path d="M${topX} ${topY}Q${topX + dx * 0.5} ${topY + dy - 24} ${topX + dx} ${topY + dy}Q${topX + dx * 0.5} ${topY + dy - 10} ${topX} ${topY}Z"/>`;
  }
  return `<g fill="${fill}"><path d="M${x - 5} ${base}Q${x + lean * 0.3} ${base - h * 0.5} ${topX - 3} ${topY}L${topX + 3} ${topY}Q${x + lean * 0.3 + 8} ${base - h * 0.5} ${x + 5} ${base}Z"/>${fronds}</g>`;
}

/** An acacia: a thin forked trunk under a flat, wide crown. */
export function acacia(x: number, base: number, h: number, fill: string): string {
  const top = base - h;
  return (
    `<g fill="${fill}"><path d="M${x - 3} ${base}L${x - 2} ${top + 24}L${x - 26} ${top + 8}L${x - 22} ${top + 5}L${x} ${top + 18}L${x + 20} ${top + 4}L${x + 24} ${top + 7}L${x + 3} ${top + 24}L${x + 3} ${base}Z"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${r(h * 0.75)}" ry="${r(h * 0.14)}"/></g>`
  );
}
