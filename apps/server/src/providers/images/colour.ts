import { createHash } from 'node:crypto';

/**
 * Deterministic randomness and colour maths for the generated artwork. Everything here is
 * pure so the same seed always yields byte-identical SVG (browsers cache it as immutable).
 */

export type Rng = () => number;

/** mulberry32 seeded from a SHA-256 of the text: tiny, fast and well spread for art. */
export function rngFrom(text: string): Rng {
  let state = createHash('sha256').update(text).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)] as T;

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(1, Math.max(0, s / 100));
  const light = Math.min(1, Math.max(0, l / 100));
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** An HSL colour as a 7-character hex string (shorter than rgb() in the SVG). */
export const hsl = (h: number, s: number, l: number) => toHex(hslToRgb(h, s, l));

/** Linear mix of two hex colours; used for atmospheric perspective (far hills fade into the sky). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [fromHex(a), fromHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

function luminance(hex: string): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = fromHex(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, so the caption colours can be checked rather than hoped for. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
