/**
 * ISO 3166-1 alpha-2 codes -> English short names for the countries people depart from or travel to,
 * plus US state codes, so the gazetteer can honour "Portland, OR" or "near Lyon, France".
 */
import { wordTable } from '../text.ts';

const COUNTRY_TABLE =
  'AD:Andorra|AE:United Arab Emirates|AF:Afghanistan|AL:Albania|AM:Armenia|AO:Angola|AR:Argentina|' +
  'AT:Austria|AU:Australia|AZ:Azerbaijan|BA:Bosnia and Herzegovina|BB:Barbados|BD:Bangladesh|' +
  'BE:Belgium|BG:Bulgaria|BH:Bahrain|BO:Bolivia|BR:Brazil|BS:Bahamas|BT:Bhutan|BW:Botswana|' +
  'BY:Belarus|BZ:Belize|CA:Canada|CH:Switzerland|CL:Chile|CN:China|CO:Colombia|CR:Costa Rica|' +
  'CU:Cuba|CV:Cape Verde|CY:Cyprus|CZ:Czechia|DE:Germany|DK:Denmark|DO:Dominican Republic|' +
  'DZ:Algeria|EC:Ecuador|EE:Estonia|EG:Egypt|ES:Spain|ET:Ethiopia|FI:Finland|FJ:Fiji|FR:France|' +
  'GB:United Kingdom|GE:Georgia|GH:Ghana|GR:Greece|GT:Guatemala|HK:Hong Kong|HN:Honduras|' +
  'HR:Croatia|HU:Hungary|ID:Indonesia|IE:Ireland|IL:Israel|IN:India|IQ:Iraq|IR:Iran|IS:Iceland|' +
  'IT:Italy|JM:Jamaica|JO:Jordan|JP:Japan|KE:Kenya|KG:Kyrgyzstan|KH:Cambodia|KR:South Korea|' +
  'KW:Kuwait|KZ:Kazakhstan|LA:Laos|LB:Lebanon|LK:Sri Lanka|LT:Lithuania|LU:Luxembourg|LV:Latvia|' +
  'MA:Morocco|MC:Monaco|MD:Moldova|ME:Montenegro|MG:Madagascar|MK:North Macedonia|MM:Myanmar|' +
  'MN:Mongolia|MO:Macau|MT:Malta|MU:Mauritius|MV:Maldives|MX:Mexico|MY:Malaysia|MZ:Mozambique|' +
  'NA:Namibia|NG:Nigeria|NI:Nicaragua|NL:Netherlands|NO:Norway|NP:Nepal|NZ:New Zealand|OM:Oman|' +
  'PA:Panama|PE:Peru|PF:French Polynesia|PH:Philippines|PK:Pakistan|PL:Poland|PR:Puerto Rico|' +
  'PT:Portugal|PY:Paraguay|QA:Qatar|RO:Romania|RS:Serbia|RU:Russia|RW:Rwanda|SA:Saudi Arabia|' +
  'SC:Seychelles|SE:Sweden|SG:Singapore|SI:Slovenia|SK:Slovakia|SN:Senegal|SV:El Salvador|' +
  'TH:Thailand|TN:Tunisia|TR:Turkey|TT:Trinidad and Tobago|TW:Taiwan|TZ:Tanzania|UA:Ukraine|' +
  'UG:Uganda|US:United States|UY:Uruguay|UZ:Uzbekistan|VE:Venezuela|VN:Vietnam|ZA:South Africa|' +
  'ZM:Zambia|ZW:Zimbabwe|' +
  // Islands and small countries travellers name as a destination.
  'AG:Antigua and Barbuda|AW:Aruba|BM:Bermuda|BN:Brunei|CI:Ivory Coast|CK:Cook Islands|' +
  'CW:Curaçao|FO:Faroe Islands|GD:Grenada|GI:Gibraltar|GL:Greenland|GP:Guadeloupe|' +
  'KN:Saint Kitts and Nevis|KY:Cayman Islands|LC:Saint Lucia|LI:Liechtenstein|LS:Lesotho|' +
  'MQ:Martinique|MW:Malawi|NC:New Caledonia|PG:Papua New Guinea|RE:Réunion|SM:San Marino|' +
  'SZ:Eswatini|TC:Turks and Caicos Islands|TO:Tonga|VC:Saint Vincent and the Grenadines|' +
  'VG:British Virgin Islands|VI:U.S. Virgin Islands|VU:Vanuatu|WS:Samoa|' +
  'GG:Guernsey|IM:Isle of Man|JE:Jersey';

export const COUNTRY_NAMES: Readonly<Record<string, string>> = wordTable(
  Object.fromEntries(COUNTRY_TABLE.split('|').map((pair) => pair.split(':') as [string, string])),
);

/** Other ways people write a country, normalised, -> ISO2. */
const COUNTRY_ALIASES: Record<string, string> = wordTable({
  usa: 'US',
  us: 'US',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  korea: 'KR',
  turkiye: 'TR',
  uae: 'AE',
  emirates: 'AE',
  'cote d ivoire': 'CI',
  'the uk': 'GB',
  'the usa': 'US',
  'the us': 'US',
  'the united states': 'US',
  'the united kingdom': 'GB',
  'republic of ireland': 'IE',
  eire: 'IE',
  'the philippines': 'PH',
  'the bahamas': 'BS',
  'the maldives': 'MV',
  'the seychelles': 'SC',
  'the dominican republic': 'DO',
  'cabo verde': 'CV',
  burma: 'MM',
  swaziland: 'SZ',
  faroes: 'FO',
  'the faroes': 'FO',
  'the faroe islands': 'FO',
  'turks and caicos': 'TC',
  'st lucia': 'LC',
  'st kitts and nevis': 'KN',
  'st kitts': 'KN',
  cayman: 'KY',
  'the cayman islands': 'KY',
  'viet nam': 'VN',
});

export const US_STATES: Readonly<Record<string, string>> = wordTable({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
});

const lower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const COUNTRY_BY_NAME = new Map<string, string>([
  ...Object.entries(COUNTRY_NAMES).map(([code, name]) => [lower(name), code] as [string, string]),
  ...Object.entries(COUNTRY_ALIASES),
]);
const STATE_BY_NAME = new Map<string, string>(
  Object.entries(US_STATES).map(([code, name]) => [lower(name), code] as [string, string]),
);

/** ISO2 code for a country name, alias or code ("France", "uk", "FR"); undefined when unknown. */
export function countryCode(text: string): string | undefined {
  const key = lower(text);
  if (!key) return undefined;
  const byName = COUNTRY_BY_NAME.get(key);
  if (byName) return byName;
  const upper = key.toUpperCase();
  return key.length === 2 && COUNTRY_NAMES[upper] ? upper : undefined;
}

/** US state code for "IL", "Illinois"; undefined when unknown. */
export function stateCode(text: string): string | undefined {
  const key = lower(text);
  const byName = STATE_BY_NAME.get(key);
  if (byName) return byName;
  const upper = key.toUpperCase();
  return key.length === 2 && US_STATES[upper] ? upper : undefined;
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** The country's name as a sentence uses it: "the United States", "the Maldives", "Japan". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return /^(?:United|Netherlands|Philippines|Bahamas|Maldives|Seychelles|Dominican|Czech)|Islands$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Country names (normalised) in the order longest first, for scanning free text. */
export function countryNamesForScan(): ReadonlyArray<readonly [string, string]> {
  return [...COUNTRY_BY_NAME.entries()]
    .filter(([name]) => name.length > 3)
    .sort((a, b) => b[0].length - a[0].length);
}
