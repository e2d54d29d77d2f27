/**
 * Who may do what to a plan, in one place (DESIGN.md "server enforces everything").
 * Each rule is a small named function of plain facts, so routes stay thin and the
 * unauthorized-access tests have one place to aim at.
 */
export interface PlanFacts {
  userId: number;
  isPaid: boolean;
  sharedPublicly: boolean;
  modifiedCount: number;
}

export interface Viewer {
  /** The signed-in traveller, if any. */
  userId?: number;
  email?: string;
  /** A signed-in staff member (admin session and admin role). */
  isAdmin?: boolean;
}

export function isOwner(viewer: Viewer, plan: PlanFacts): boolean {
  return viewer.userId !== undefined && viewer.userId === plan.userId;
}

/** Owner, admin, or someone the plan was shared with by e-mail. Public links are separate. */
export function canRead(viewer: Viewer, plan: PlanFacts, invited: boolean): boolean {
  return Boolean(viewer.isAdmin) || isOwner(viewer, plan) || invited;
}

/** Anyone, without signing in, once the owner has turned the public link on. */
export function canReadPublicly(plan: PlanFacts): boolean {
  return plan.sharedPublicly;
}

/** The full plan reaches the browser only once it is paid (staff always see all of it). */
export function canSeeFullPlan(viewer: Viewer, plan: PlanFacts): boolean {
  return plan.isPaid || Boolean(viewer.isAdmin);
}

export function canManageSharing(viewer: Viewer, plan: PlanFacts): boolean {
  return isOwner(viewer, plan);
}

export function canBuy(viewer: Viewer, plan: PlanFacts): boolean {
  return isOwner(viewer, plan) && !plan.isPaid;
}

export const MAX_EDITS = 2;

/** Owners of paid plans, while edits remain. Staff revise through their own routes. */
export function canRevise(viewer: Viewer, plan: PlanFacts): boolean {
  return isOwner(viewer, plan) && plan.isPaid && plan.modifiedCount < MAX_EDITS;
}
