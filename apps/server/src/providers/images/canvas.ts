/**
 * The artwork's canvas: 1200 x 800; the landscape's horizon; the bottom band (from about
 * y = 640) belongs to the caption and is drawn by artwork.ts.
 */
export const WIDTH = 1200;
export const HEIGHT = 800;
export const HORIZON = 470;
