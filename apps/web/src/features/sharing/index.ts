/** What other features use of sharing besides its api/ and components/. */
export { useAcceptInvite } from './hooks/use-accept-invite.ts';
