import { MAX_PLAN_EDITS } from '@app/shared';

/**
 * Who may do what to a plan, in one place (DESIGN.md "One way to authorize"). Every plan
 * route asks `authorizePlan(actor, plan, action)`; nothing else decides plan access. Pure
 * rules over plain facts, so the access-matrix test has one place to aim at.
 */
export interface PlanFacts {
  userId: number;
  isPaid: boolean;
  sharedPublicly: boolean;
  modifiedCount: number;
  /** The actor opened an invitation to the plan (looked up only when it matters). */
  invited: boolean;
  /** One of the example plans, public in full (EXAMPLE_PLAN_IDS). */
  isExample: boolean;
}

export interface Actor {
  /** The signed-in traveller, if any. */
  userId?: number;
  email?: string;
  /** A signed-in staff member (admin session and admin role): their own user id. */
  staffId?: number;
  /** That staff member's address (the audit log keeps it beside the id). */
  staffEmail?: string;
}

/** Every action a plan route performs; the access-matrix test has a row for each. */
export const PLAN_ACTIONS = [
  /** Read the plan through the private route (owner, invited, staff). */
  'read',
  /** Read it through its public link. */
  'read-public',
  /** Read one of the example plans (public in full). */
  'read-example',
  /** Follow its live updates (anyone who can read it by either route). */
  'events',
  /** Ask for its images and thumbnails. */
  'images',
  /** Trigger its background completion (the results page's calls). */
  'complete',
  /** See or change its public link and invitations (owner of a paid plan). */
  'share',
  /** Ask for a revision of one destination (owner, or staff). */
  'revise',
  /** Save the owner's revision through the traveller's routes (uses one of the edits). */
  'save-revision',
  /** Save a staff revision through the staff routes (uses none, goes on the audit log). */
  'staff-save-revision',
  /** Open a checkout for it. */
  'checkout',
  /** Confirm its payment or ask for the purchase confirmation. */
  'payment-status',
  /** Download it as a PDF or a calendar file (a preview's holds only the preview). */
  'download',
  /** Open an invitation to it (the token in the invitation mail is the proof). */
  'accept-invite',
] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** In what capacity access was granted; decides what the answer may carry. */
export type Capacity = 'staff' | 'owner' | 'invited' | 'public' | 'example';

export type Refusal =
  /** No session at all where one is needed: 401. */
  | 'unauthenticated'
  /** Not theirs (or missing): answered exactly like a missing plan, 404. */
  | 'hidden'
  /** Theirs, but the action needs the plan paid: 402. */
  | 'payment-required'
  /** Theirs, already paid: 409. */
  | 'already-paid'
  /** Theirs, no edits left: 403. */
  | 'no-edits-left';

export type Decision = { ok: true; as: Capacity } | { ok: false; refusal: Refusal };

export function isOwner(actor: Actor, plan: Pick<PlanFacts, 'userId'>): boolean {
  return actor.userId !== undefined && actor.userId === plan.userId;
}

/** The capacity in which the actor can read the plan at all (spec access order: staff first). */
function readerCapacity(actor: Actor, plan: PlanFacts, viaPublicLink: boolean): Capacity | null {
  if (actor.staffId !== undefined) return 'staff';
  if (isOwner(actor, plan)) return 'owner';
  if (plan.invited) return 'invited';
  if (viaPublicLink && plan.sharedPublicly) return 'public';
  return null;
}

const allow = (as: Capacity): Decision => ({ ok: true, as });
const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });

export function authorizePlan(actor: Actor, plan: PlanFacts, action: PlanAction): Decision {
  const signedIn = actor.userId !== undefined || actor.staffId !== undefined;
  const hidden = refuse(signedIn ? 'hidden' : 'unauthenticated');
  const owner = isOwner(actor, plan);
  switch (action) {
    case 'read':
    case 'images': {
      const as = readerCapacity(actor, plan, false);
      return as ? allow(as) : hidden;
    }
    case 'read-public':
      // The link works for anyone, signed in or not; closed, it is a missing plan.
      return plan.sharedPublicly ? allow('public') : refuse('hidden');
    case 'read-example':
      return plan.isExample ? allow('example') : refuse('hidden');
    case 'events':
    case 'download': {
      const as = readerCapacity(actor, plan, true);
      if (!as) return plan.sharedPublicly ? allow('public') : hidden;
      return allow(as);
    }
    case 'complete':
    case 'payment-status':
      return owner ? allow('owner') : refuse(actor.userId ? 'hidden' : 'unauthenticated');
    case 'share':
      // Sharing is part of the purchased plan; people it is shared with cannot re-share.
      if (!owner) return refuse(actor.userId ? 'hidden' : 'unauthenticated');
      return plan.isPaid ? allow('owner') : refuse('payment-required');
    case 'checkout':
      if (!owner) return refuse(actor.userId ? 'hidden' : 'unauthenticated');
      return plan.isPaid ? refuse('already-paid') : allow('owner');
    case 'accept-invite':
      // Anyone signed in may present a token; the sharing service checks it, and a wrong
      // one answers exactly like a missing plan.
      return actor.userId !== undefined ? allow('invited') : refuse('unauthenticated');
    case 'revise':
      // Staff revise any destination of any plan, without using the traveller's edits.
      if (actor.staffId !== undefined) return allow('staff');
      return ownerEdit(owner, plan, hidden);
    case 'save-revision':
      // Only as the owner: staff save through their own routes, which keep the audit log.
      return ownerEdit(owner, plan, hidden);
    case 'staff-save-revision':
      return actor.staffId !== undefined ? allow('staff') : hidden;
  }
}

/** The owner of a paid plan with edits left. */
function ownerEdit(owner: boolean, plan: PlanFacts, hidden: Decision): Decision {
  if (!owner) return hidden;
  if (!plan.isPaid) return refuse('payment-required');
  return plan.modifiedCount < MAX_PLAN_EDITS ? allow('owner') : refuse('no-edits-left');
}

/** Whether an answer given in this capacity may carry the whole plan, or only its preview. */
export function seesFullPlan(as: Capacity, plan: Pick<PlanFacts, 'isPaid'>): boolean {
  return as === 'staff' || as === 'example' || plan.isPaid;
}

/** Whether the action's answer needs the invitation list (the only fact that costs a query). */
export function needsInvitationLookup(
  actor: Actor,
  plan: Pick<PlanFacts, 'userId'>,
  action: PlanAction,
) {
  return (
    actor.userId !== undefined &&
    actor.staffId === undefined &&
    !isOwner(actor, plan) &&
    (action === 'read' || action === 'images' || action === 'events' || action === 'download')
  );
}
