import { knownPersonas } from './known.ts';
import type { Persona } from './types.ts';
import { unknownPersonas } from './unknown.ts';

export type { Persona } from './types.ts';
export const personas: Persona[] = [...knownPersonas, ...unknownPersonas];
