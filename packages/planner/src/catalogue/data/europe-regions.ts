import type { Destination } from '../types.ts';

export const destinations: Destination[] = [];
