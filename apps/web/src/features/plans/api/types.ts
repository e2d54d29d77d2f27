/** A plan as the list endpoints return it (journey-and-accounts §3, "Plan in list"). */
export interface PlanListItem {
  id: number;
  plan_data: {
    destination: { location: string };
    second_destination?: { location: string } | null;
  };
  photos_first_destination: string[];
  /** A formatted date string; only the part before the first comma is shown. */
  created_at: string;
  shared_with: string[];
  is_paid: boolean;
  invited_by_name?: string | null;
  invited_by_email?: string | null;
}

export interface PlanListResponse {
  plansFormattedDates: PlanListItem[];
}

/** "Lisbon" or "Lisbon & Porto". */
export function destinationNames(plan: PlanListItem): string {
  const first = plan.plan_data.destination.location;
  const second = plan.plan_data.second_destination?.location;
  return second ? `${first} & ${second}` : first;
}

/** The part of created_at before the first comma ("March 3, 2025, 10:00" -> "March 3"). */
export function createdOn(createdAt: string): string {
  return createdAt.split(',')[0]?.trim() ?? createdAt;
}
