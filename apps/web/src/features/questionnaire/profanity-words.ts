/** Its own chunk (profanity-check.ts loads it on demand). */
export { anyProfanity, containsProfanity } from '@app/shared';
