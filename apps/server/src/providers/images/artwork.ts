import { between, hsl, mix, pick, rngFrom } from './colour.ts';
import { type SceneChoice, sceneForSlug } from './destination-scene.ts';
import { neutralLayers, placeLayers } from './place-scenes.ts';
import {
  HEIGHT,
  HORIZON,
  type Mood,
  makePalette,
  type Palette,
  ridge,
  type Scene,
  WIDTH,
} from './scenes.ts';

/** Bumped whenever the drawing changes, so immutable-cached URLs (?v=) move with it. */
export const ARTWORK_VERSION = 3;

export interface ArtworkInput {
  kind: 'destination' | 'place';
  title: string;
  subtitle?: string;
  seed: string;
  /** Position in a gallery: keeps the colour story, changes the composition and light. */
  index: number;
  /**
   * Without the name set in the picture, for a page that names the place beside it (a card's
   * title, the plan's heading); the ILLUSTRATION label stays.
   */
  plain?: boolean;
}

/** Caption colours, exported so a test can prove the contrast instead of trusting it. */
export const CAPTION = { title: '#fbf6ef', subtitle: '#e9dfd3', label: '#d9cfc4', rule: '#e07a4f' };

const SERIF = 'Iowan Old Style,Palatino Linotype,Palatino,Georgia,serif';
const SANS = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const SCENES: readonly Scene[] = ['hills', 'peaks', 'coast', 'skyline', 'dunes'];
const SCENE_WORDS: Record<Scene, string> = {
  hills: 'rolling hills',
  peaks: 'mountain peaks',
  coast: 'a headland over the sea',
  skyline: 'a city skyline',
  dunes: 'sand dunes',
};
const MOOD_WORDS: Record<Mood, string> = {
  dawn: 'at dawn',
  day: 'by day',
  dusk: 'at dusk',
  night: 'under the moon',
};
const MARGIN = 64;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Shortens with an ellipsis: long names shrink first, and are only cut past a readable size. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Font size that fits the title on one line, estimated from an average serif glyph width. */
function fitTitle(title: string): { text: string; size: number } {
  const EM = 0.52;
  const size = Math.min(80, Math.floor(TEXT_WIDTH / (Math.max(title.length, 1) * EM)));
  if (size >= 30) return { text: title, size };
  return { text: clip(title, Math.floor(TEXT_WIDTH / (30 * EM))), size: 30 };
}

function sky(rng: () => number, p: Palette, sunX: number, sunY: number): string {
  const sunR = Math.round(between(rng, 42, 70));
  let out =
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`;
  if (p.mood === 'night') {
    let stars = '';
    for (let i = 0; i < 16; i += 1) {
      const x = Math.round(between(rng, 20, WIDTH - 20));
      const y = Math.round(between(rng, 20, HORIZON - 140));
      stars += `<circle cx="${x}" cy="${y}" r="${rng() < 0.3 ? 2 : 1.2}"/>`;
    }
    out += `<g fill="#fff" opacity=".8">${stars}</g>`;
  }
  // Two translucent halos read as glow without a filter (filters bloat and slow rendering).
  out +=
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.4}" fill="${p.sun}" opacity=".14"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 1.5}" fill="${p.sun}" opacity=".24"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}"/>`;
  if (p.mood === 'day' || p.mood === 'dawn') {
    for (let i = 0; i < 2; i += 1) {
      const w = Math.round(between(rng, 140, 260));
      const x = Math.round(between(rng, 0, WIDTH - w));
      const y = Math.round(between(rng, 60, HORIZON - 200));
      out += `<rect x="${x}" y="${y}" width="${w}" height="26" rx="13" fill="#fff" opacity=".5"/>`;
    }
  }
  return out;
}

function caption(title: string, subtitle: string | undefined, plain = false): string {
  const fitted = fitTitle(title);
  const top = subtitle ? 662 : 682;
  const label = `<text x="${WIDTH - MARGIN}" y="${plain ? 752 : top + 6}" text-anchor="end" font-family="${SANS}" font-size="15" letter-spacing="2" fill="${CAPTION.label}">ILLUSTRATION</text>`;
  if (plain) return label;
  let out = `<rect x="${MARGIN}" y="${top}" width="56" height="4" fill="${CAPTION.rule}"/>`;
  out += label;
  if (subtitle) {
    out += `<text x="${MARGIN}" y="700" font-family="${SANS}" font-size="22" letter-spacing="3" fill="${CAPTION.subtitle}">${escapeXml(clip(subtitle.toUpperCase(), 52))}</text>`;
  }
  out += `<text x="${MARGIN}" y="${subtitle ? 760 : 752}" font-family="${SERIF}" font-size="${fitted.size}" fill="${CAPTION.title}">${escapeXml(fitted.text)}</text>`;
  return out;
}

function svg(alt: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(alt)}">` +
    `<title>${escapeXml(alt)}</title>${body}</svg>`
  );
}

/**
 * A destination the catalogue does not know: a neutral design (contour lines, the name) that
 * pictures no landscape, so it claims nothing about the place.
 */
function neutralArtwork(input: ArtworkInput, title: string): string {
  const hueRng = rngFrom(`${input.kind}:${input.seed}`);
  const rng = rngFrom(`${input.kind}:${input.seed}#${input.index}`);
  const hue = between(hueRng, 0, 360);
  const ink = hsl(hue, 28, 11);
  const tint = mix(hsl(hue, 30, 86), '#f6efe6', 0.45);
  return svg(
    `Illustration for ${title}: a neutral design of map contour lines`,
    neutralLayers(rng, ink, tint) +
      `<path d="${ridge(rng, 640, 10, 4, true)}" fill="${ink}"/>` +
      caption(title, undefined, input.plain),
  );
}

/**
 * Draws an illustrated travel poster: gradient sky, sun or moon, layered landscape and the
 * name set at the bottom. It is deliberately flat and labelled so it can never be mistaken
 * for a photograph of the place. A destination's scene is what the place is (coast, old
 * town, temple city, mountains, desert, rainforest, skyline...; destination-scene.ts); a
 * destination the catalogue does not know gets a neutral design instead. Same input, same
 * bytes.
 */
export function renderArtwork(input: ArtworkInput): string {
  const title = input.title.trim() || 'Somewhere';
  const subtitle = input.subtitle?.trim() || undefined;
  let choice: SceneChoice | null = null;
  if (input.kind === 'destination') {
    choice = sceneForSlug(input.seed);
    if (!choice) return neutralArtwork(input, title);
  }
  const hueRng = rngFrom(`${input.kind}:${input.seed}`);
  const rng = rngFrom(`${input.kind}:${input.seed}#${input.index}`);
  const scene = choice?.scene ?? pick(rng, SCENES);
  const palette = makePalette(hueRng, rng, scene);
  const sunX = Math.round(between(rng, 180, WIDTH - 180));
  const sunY = Math.round(between(rng, 120, HORIZON - 90));
  const words = choice?.words ?? SCENE_WORDS[scene as Scene];
  const alt = `Illustration of ${title}${subtitle ? `, ${subtitle}` : ''}: ${words} ${MOOD_WORDS[palette.mood]}`;
  const layers = choice
    ? placeLayers(choice, rng, palette, sunX)
    : placeLayers(
        { scene, town: 'gables', waterfront: false, words: SCENE_WORDS[scene as Scene] },
        rng,
        palette,
        sunX,
      );
  return svg(
    alt,
    sky(rng, palette, sunX, sunY) +
      layers +
      `<path d="${ridge(rng, 640, 26, 4, true)}" fill="${palette.ink}"/>` +
      caption(title, subtitle, input.plain),
  );
}
