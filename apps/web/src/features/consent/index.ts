/** What other features use of consent besides its components/. */
export { optOutOfAnalytics } from './analytics.ts';
