/**
 * First-level areas outside the US that tell namesakes apart ("London, Ontario", "Perth,
 * Scotland", "Sydney, Nova Scotia"), as GeoNames admin codes, and display names for all of them
 * (US states included) so a plan can say which Paris it is for.
 */
import { US_STATES } from './countries.ts';

interface Area {
  country: string;
  admin: string;
  name: string;
  abbr?: string;
}

const AREAS: readonly Area[] = [
  { country: 'CA', admin: '01', name: 'Alberta', abbr: 'AB' },
  { country: 'CA', admin: '02', name: 'British Columbia', abbr: 'BC' },
  { country: 'CA', admin: '03', name: 'Manitoba', abbr: 'MB' },
  { country: 'CA', admin: '04', name: 'New Brunswick', abbr: 'NB' },
  { country: 'CA', admin: '05', name: 'Newfoundland and Labrador', abbr: 'NL' },
  { country: 'CA', admin: '07', name: 'Nova Scotia', abbr: 'NS' },
  { country: 'CA', admin: '08', name: 'Ontario', abbr: 'ON' },
  { country: 'CA', admin: '09', name: 'Prince Edward Island', abbr: 'PE' },
  { country: 'CA', admin: '10', name: 'Quebec', abbr: 'QC' },
  { country: 'CA', admin: '11', name: 'Saskatchewan', abbr: 'SK' },
  { country: 'CA', admin: '12', name: 'Yukon', abbr: 'YT' },
  { country: 'CA', admin: '13', name: 'Northwest Territories', abbr: 'NT' },
  { country: 'CA', admin: '14', name: 'Nunavut', abbr: 'NU' },
  { country: 'AU', admin: '01', name: 'Australian Capital Territory', abbr: 'ACT' },
  { country: 'AU', admin: '02', name: 'New South Wales', abbr: 'NSW' },
  { country: 'AU', admin: '03', name: 'Northern Territory' },
  { country: 'AU', admin: '04', name: 'Queensland', abbr: 'QLD' },
  { country: 'AU', admin: '05', name: 'South Australia' },
  { country: 'AU', admin: '06', name: 'Tasmania', abbr: 'TAS' },
  { country: 'AU', admin: '07', name: 'Victoria', abbr: 'VIC' },
  { country: 'AU', admin: '08', name: 'Western Australia' },
  { country: 'GB', admin: 'ENG', name: 'England' },
  { country: 'GB', admin: 'SCT', name: 'Scotland' },
  { country: 'GB', admin: 'WLS', name: 'Wales' },
  { country: 'GB', admin: 'NIR', name: 'Northern Ireland' },
];

const lower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, Area>();
for (const a of AREAS) {
  BY_NAME.set(lower(a.name), a);
  if (a.abbr) BY_NAME.set(lower(a.abbr), a);
}

/** A province, state or nation outside the US: { country, admin }; undefined when unknown. */
export function adminArea(text: string): { country: string; admin: string } | undefined {
  const a = BY_NAME.get(lower(text));
  return a ? { country: a.country, admin: a.admin } : undefined;
}

/** "Texas", "Ontario", "Scotland" for a country and admin code; undefined when not held. */
export function adminName(country: string, admin: string): string | undefined {
  if (country === 'US') return US_STATES[admin];
  return AREAS.find((a) => a.country === country && a.admin === admin)?.name;
}
