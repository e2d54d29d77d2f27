import type { Destination } from '../types.ts';

/**
 * More of the cities travellers ask for in Spain and France (kind 'city'). Every venue named
 * here is a real, long-established place (decision 25).
 */
export const destinations: Destination[] = [];
