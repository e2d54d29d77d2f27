/** Fixed chip lists with their exact labels (journey-and-accounts §3, plans-payments-admin §3). */
export const DESTINATION_CHIPS = [
  'Warm & Tropical',
  'Cool & Temperate',
  'Beach & Coastal',
  'Mountains & Nature',
  'Urban & City Life',
  'Rural & Countryside',
  'Popular Destinations',
  'Hidden Gems',
  'Modern & Developed',
  'Traditional & Authentic',
] as const;

export const EXPERIENCE_CHIPS = [
  'Relaxing & Leisurely',
  'Active & Adventurous',
  'Cultural Immersion',
  'Scenic & Natural',
  'Nightlife & Social',
  'Quiet & Intimate',
  'Culinary Adventures',
  'Simple Dining',
  'Historical & Educational',
  'Pure Recreation',
] as const;

export const ACCOMMODATION_CHIPS = [
  'Hotel',
  'Resort',
  'Vacation home',
  'Vacation apartment/condo',
  'Boutique/B&B',
  'Hostel',
  'Camping',
  'Unique stays',
] as const;

export const TRANSPORT_CHIPS = [
  'Walking',
  'Public transit',
  'Rideshare/taxi',
  'Rental car',
  'Biking',
  'Scooter/motorcycle',
  'Tours/shuttles',
  'Boat/ferry',
] as const;

export const PRIORITY_CHIPS = [
  'Amazing Restaurants',
  'Shopping & Souvenirs',
  'Local Culture & Exploration',
  'Tours & Guides',
  'Nightlife & Entertainment',
  'Spa & Wellness',
  'Adventure Activities',
  'Museums & Art Galleries',
  'Outdoor Recreation & Nature',
  'Photography & Scenic Views',
  'Family-Friendly Activities',
] as const;

export const DAY_STRUCTURE_CHIPS = [
  'Action-packed',
  'Room for surprises',
  'Taking your time',
  'Planned + spontaneous (mix)',
  'Pure wandering',
] as const;

/** Generated chip lists never exceed this many entries. */
export const MAX_GENERATED_CHIPS = 12;
