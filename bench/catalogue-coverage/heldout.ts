/**
 * A held-out resolution list: places travellers type as a destination, written from travel
 * knowledge before the resolver was changed for them (audit 11, gap 2), and not tuned to what the
 * resolver answers afterwards. It covers what the two public lists (lists.ts) do not: countries,
 * regions, islands, parks, lakes, villages, landmarks inside cities, and ambiguous city names with
 * and without a qualifier.
 *
 * Each entry gives the expected country (as the plan's location names it; `countries` lists
 * other names a correct answer may carry) and, where the catalogue has a base that really lies in
 * the place (or is its usual gateway town, for a park or a monument), the catalogue ids that serve
 * it. No `ids` means the catalogue has no such base: the right answer is a labelled map-search
 * plan for the place itself in the right country, and any catalogue plan is the wrong base
 * (Tahiti is not Bora Bora; Kerala is not Goa).
 */

export type HeldOutKind =
  | 'country'
  | 'region'
  | 'island'
  | 'park'
  | 'lake'
  | 'village'
  | 'landmark'
  | 'namesake'
  | 'qualified';

export interface HeldOutPlace {
  /** Exactly what the traveller types in the destination box. */
  query: string;
  kind: HeldOutKind;
  country: string;
  countries?: string[];
  /** Catalogue ids that are a right base; absent when only a map-search plan is right. */
  ids?: string[];
}

const P = (
  query: string,
  kind: HeldOutKind,
  country: string,
  ids?: string[],
  countries?: string[],
): HeldOutPlace => ({ query, kind, country, ids, countries });

export const HELD_OUT: HeldOutPlace[] = [
  // Countries typed alone: the best-known catalogue destination in the country, never a namesake town.
  P('Japan', 'country', 'Japan', ['tokyo', 'kyoto']),
  P('a trip to Japan', 'country', 'Japan', ['tokyo', 'kyoto']),
  P('Portugal', 'country', 'Portugal', ['lisbon', 'porto']),
  P('Thailand', 'country', 'Thailand', ['bangkok', 'chiang-mai', 'phuket']),
  P('Iceland', 'country', 'Iceland', ['reykjavik']),
  P('Ireland', 'country', 'Ireland', ['dublin']),
  P('New Zealand', 'country', 'New Zealand', ['auckland', 'queenstown', 'wellington']),
  P('Greece', 'country', 'Greece', ['athens', 'santorini']),
  P('Morocco', 'country', 'Morocco', ['marrakech', 'fez']),
  P('Peru', 'country', 'Peru', ['cusco', 'lima']),
  P('Scotland', 'country', 'United Kingdom', ['edinburgh']),
  P('England', 'country', 'United Kingdom', ['london']),
  P('Wales', 'country', 'United Kingdom', ['snowdonia']),
  P('Italy', 'country', 'Italy', ['rome', 'florence', 'venice']),
  P('Norway', 'country', 'Norway', ['bergen', 'tromso', 'lofoten-islands']),
  P('Costa Rica', 'country', 'Costa Rica', ['la-fortuna', 'monteverde']),
  P('Spain', 'country', 'Spain', ['madrid', 'barcelona', 'seville']),
  P('France', 'country', 'France', ['paris']),
  P('Vietnam', 'country', 'Vietnam', ['hanoi', 'ho-chi-minh-city', 'hoi-an']),
  P('Croatia', 'country', 'Croatia', ['dubrovnik']),
  P('Mexico', 'country', 'Mexico', ['mexico-city', 'cancun', 'tulum', 'oaxaca']),
  P('Egypt', 'country', 'Egypt', ['cairo', 'luxor']),
  P('Cambodia', 'country', 'Cambodia', ['siem-reap']),
  P('Switzerland', 'country', 'Switzerland', ['interlaken', 'zermatt']),
  P('Turkey', 'country', 'Turkey', ['istanbul']),
  P('Germany', 'country', 'Germany', ['berlin', 'munich']),
  P('Australia', 'country', 'Australia', ['sydney', 'melbourne']),
  P('Holland', 'country', 'Netherlands', ['amsterdam']),
  P('India', 'country', 'India', ['delhi', 'jaipur', 'agra', 'mumbai']),
  P('Canada', 'country', 'Canada', ['vancouver', 'toronto', 'montreal', 'banff']),
  P('Indonesia', 'country', 'Indonesia', ['ubud-bali']),
  P('Czech Republic', 'country', 'Czech Republic', ['prague']),
  P('Cuba', 'country', 'Cuba', ['havana']),
  P('Cyprus', 'country', 'Cyprus', ['paphos']),
  P('Finland', 'country', 'Finland', ['rovaniemi']),
  P('Jordan', 'country', 'Jordan'),
  P('Bhutan', 'country', 'Bhutan'),

  // Regions, states and provinces.
  P('Hawaii', 'region', 'United States', ['honolulu', 'maui', 'kauai', 'kailua-kona']),
  P('Tasmania', 'region', 'Australia', ['hobart']),
  P('Rajasthan', 'region', 'India', ['jaipur']),
  P('Kerala', 'region', 'India', ['kochi']),
  P('Bavaria', 'region', 'Germany', ['munich', 'rothenburg-ob-der-tauber']),
  P('Black Forest', 'region', 'Germany', ['freiburg']),
  P('Cornwall', 'region', 'United Kingdom', ['st-ives']),
  P('Cornwall, England', 'qualified', 'United Kingdom', ['st-ives']),
  P('Normandy', 'region', 'France', ['bayeux', 'mont-saint-michel']),
  P('Provence', 'region', 'France', ['avignon']),
  P('French Riviera', 'region', 'France', ['nice']),
  P("Côte d'Azur", 'region', 'France', ['nice']),
  P('Alsace', 'region', 'France', ['colmar']),
  P('Burgundy', 'region', 'France', ['beaune']),
  P('Brittany', 'region', 'France', ['saint-malo']),
  P('Dordogne', 'region', 'France'),
  P('Tuscany', 'region', 'Italy', ['florence', 'siena', 'chianti', 'val-d-orcia']),
  P('Umbria', 'region', 'Italy'),
  P('Puglia', 'region', 'Italy'),
  P('Andalusia', 'region', 'Spain', ['seville', 'granada', 'ronda']),
  P('Basque Country', 'region', 'Spain', undefined, ['France']),
  P('Costa del Sol', 'region', 'Spain'),
  P('Patagonia', 'region', 'Argentina', ['el-calafate', 'torres-del-paine', 'ushuaia'], ['Chile']),
  P('Lapland', 'region', 'Finland', ['rovaniemi'], ['Sweden', 'Norway']),
  P('Scottish Highlands', 'region', 'United Kingdom', ['fort-william-glencoe', 'isle-of-skye']),
  P('Yorkshire', 'region', 'United Kingdom', ['york']),
  P('Peak District', 'region', 'United Kingdom'),
  P('Tyrol', 'region', 'Austria', ['innsbruck']),
  P('Salzkammergut', 'region', 'Austria', ['hallstatt']),
  P('Swiss Alps', 'region', 'Switzerland', ['interlaken', 'zermatt']),
  P('Bavarian Alps', 'region', 'Germany'),
  P('Transylvania', 'region', 'Romania'),
  P('Dalmatian Coast', 'region', 'Croatia', ['dubrovnik', 'hvar']),
  P('Istria', 'region', 'Croatia'),
  P('Cappadocia', 'region', 'Turkey', ['goreme']),
  P('California', 'region', 'United States', [
    'san-francisco',
    'los-angeles',
    'yosemite',
    'napa-valley',
  ]),
  P('Florida', 'region', 'United States', ['miami', 'orlando', 'key-west']),
  P('Alaska', 'region', 'United States', ['denali']),
  P('Florida Keys', 'region', 'United States', ['key-west']),
  P('Washington State', 'region', 'United States', [
    'seattle',
    'olympic-national-park',
    'mount-rainier',
  ]),
  P('British Columbia', 'region', 'Canada', ['vancouver']),
  P('Alberta', 'region', 'Canada', ['banff']),
  P('Queensland', 'region', 'Australia', ['cairns']),
  P('Yucatan', 'region', 'Mexico', ['cancun', 'tulum']),
  P('Riviera Maya', 'region', 'Mexico', ['tulum']),
  P('Garden Route', 'region', 'South Africa'),
  P('Atacama Desert', 'region', 'Chile', ['san-pedro-de-atacama']),

  // Islands and archipelagos.
  P('Sardinia', 'island', 'Italy', ['alghero']),
  P('Sardinia, Italy', 'qualified', 'Italy', ['alghero']),
  P('Corsica', 'island', 'France', ['ajaccio']),
  P('Sicily', 'island', 'Italy', ['taormina']),
  P('Crete', 'island', 'Greece', ['heraklion', 'chania']),
  P('Madeira', 'island', 'Portugal', ['funchal']),
  P('Canary Islands', 'island', 'Spain', ['tenerife', 'lanzarote']),
  P('Gran Canaria', 'island', 'Spain'),
  P('Menorca', 'island', 'Spain'),
  P('Balearic Islands', 'island', 'Spain', ['palma-de-mallorca', 'ibiza']),
  P('Palawan', 'island', 'Philippines', ['el-nido']),
  P('Siargao', 'island', 'Philippines'),
  P('Tahiti', 'island', 'French Polynesia', undefined, ['France']),
  P('Faroe Islands', 'island', 'Faroe Islands', ['torshavn'], ['Denmark']),
  P('Lombok', 'island', 'Indonesia'),
  P('Gili Islands', 'island', 'Indonesia'),
  P('Komodo', 'island', 'Indonesia'),
  P('Phi Phi Islands', 'island', 'Thailand'),
  P('Oahu', 'island', 'United States', ['honolulu']),
  P('Big Island', 'island', 'United States', ['kailua-kona']),
  P('Kauai', 'island', 'United States', ['kauai']),
  P('Hokkaido', 'island', 'Japan', ['sapporo']),
  P('Kefalonia', 'island', 'Greece'),
  P('Zakynthos', 'island', 'Greece'),
  P('Greek Islands', 'island', 'Greece', [
    'santorini',
    'mykonos',
    'corfu',
    'rhodes',
    'heraklion',
    'chania',
  ]),
  P('Cyclades', 'island', 'Greece', ['santorini', 'mykonos']),
  P('Isle of Wight', 'island', 'United Kingdom'),
  P("Martha's Vineyard", 'island', 'United States'),
  P('Fiji', 'island', 'Fiji', ['nadi']),
  P('Maldives', 'island', 'Maldives'),
  P('Easter Island', 'island', 'Chile'),
  P('Fraser Island', 'island', 'Australia'),
  P('Whitsundays', 'island', 'Australia'),

  // Parks, natural wonders and mountains.
  P('Everglades', 'park', 'United States'),
  P('Grand Teton', 'park', 'United States', ['jackson-hole']),
  P('Sequoia National Park', 'park', 'United States'),
  P('Death Valley', 'park', 'United States'),
  P('Great Barrier Reef', 'park', 'Australia', ['cairns']),
  P('Kakadu', 'park', 'Australia'),
  P('Serengeti', 'park', 'Tanzania'),
  P('Kilimanjaro', 'park', 'Tanzania'),
  P('Okavango Delta', 'park', 'Botswana'),
  P('Sossusvlei', 'park', 'Namibia'),
  P('Victoria Falls', 'park', 'Zambia', ['livingstone'], ['Zimbabwe']),
  P('Mount Fuji', 'park', 'Japan', ['fuji-five-lakes']),
  P('Ha Long Bay', 'park', 'Vietnam'),
  P('Jasper', 'park', 'Canada'),
  P('Torres del Paine', 'park', 'Chile', ['torres-del-paine']),
  P('Fiordland', 'park', 'New Zealand', ['te-anau-fiordland']),
  P('Atlas Mountains', 'park', 'Morocco'),

  // Lakes.
  P('Lake Garda', 'lake', 'Italy'),
  P('Lake Louise', 'lake', 'Canada', ['banff']),
  P('Lake Geneva', 'lake', 'Switzerland', undefined, ['France']),
  P('Loch Ness', 'lake', 'United Kingdom'),
  P('Lake Titicaca', 'lake', 'Peru', undefined, ['Bolivia']),
  P('Lake Atitlan', 'lake', 'Guatemala'),
  P('Lake Tekapo', 'lake', 'New Zealand'),
  P('Lake Annecy', 'lake', 'France', ['annecy']),
  P('Lake Maggiore', 'lake', 'Italy', undefined, ['Switzerland']),

  // Villages and small towns.
  P('Oia', 'village', 'Greece', ['santorini']),
  P('Positano', 'village', 'Italy', ['amalfi-coast']),
  P('Ravello', 'village', 'Italy', ['amalfi-coast']),
  P('Vernazza', 'village', 'Italy', ['cinque-terre']),
  P('Portofino', 'village', 'Italy'),
  P('Alberobello', 'village', 'Italy'),
  P('Rovinj', 'village', 'Croatia'),
  P('Grindelwald', 'village', 'Switzerland'),
  P('Bibury', 'village', 'United Kingdom', ['cotswolds']),
  P('Reine', 'village', 'Norway', ['lofoten-islands']),
  P('Shirakawa-go', 'village', 'Japan'),
  P('Eze', 'village', 'France'),
  P('Sidi Bou Said', 'village', 'Tunisia'),

  // Monuments and landmarks: the city or gateway town they are in.
  P('Angkor Wat', 'landmark', 'Cambodia', ['siem-reap']),
  P('Machu Picchu', 'landmark', 'Peru', ['cusco', 'sacred-valley']),
  P('Taj Mahal', 'landmark', 'India', ['agra']),
  P('Great Wall of China', 'landmark', 'China', ['beijing']),
  P('Eiffel Tower', 'landmark', 'France', ['paris']),
  P('Colosseum', 'landmark', 'Italy', ['rome']),
  P('Alhambra', 'landmark', 'Spain', ['granada']),
  P('Sagrada Familia', 'landmark', 'Spain', ['barcelona']),
  P('Pyramids of Giza', 'landmark', 'Egypt', ['cairo']),
  P('Petra', 'landmark', 'Jordan'),
  P('Stonehenge', 'landmark', 'United Kingdom'),
  P('Neuschwanstein', 'landmark', 'Germany'),
  P('Chichen Itza', 'landmark', 'Mexico'),

  // Ambiguous city names, bare: the place a traveller most likely means.
  P('Washington', 'namesake', 'United States', ['washington-dc']),
  P('Valencia', 'namesake', 'Spain', ['valencia']),
  P('Santa Cruz', 'namesake', 'United States', undefined, ['Spain']),
  P('Venice Beach', 'namesake', 'United States', ['los-angeles']),
  P('Venice', 'namesake', 'Italy', ['venice']),
  P('Paris', 'namesake', 'France', ['paris']),
  P('Perth', 'namesake', 'Australia', ['perth']),
  P('Cordoba', 'namesake', 'Spain'),
  P('Toledo', 'namesake', 'Spain', ['toledo']),
  P('Alexandria', 'namesake', 'Egypt'),
  P('Split', 'namesake', 'Croatia'),
  P('Salem', 'namesake', 'United States'),
  P('St Petersburg', 'namesake', 'Russia'),
  P('Birmingham', 'namesake', 'United Kingdom'),
  P('Manchester', 'namesake', 'United Kingdom'),
  P('Cambridge', 'namesake', 'United Kingdom', ['cambridge']),
  P('Granada', 'namesake', 'Spain', ['granada']),
  P('Cartagena', 'namesake', 'Colombia', ['cartagena']),
  P('Santiago', 'namesake', 'Chile', ['santiago']),
  P('Vancouver', 'namesake', 'Canada', ['vancouver']),
  P('Dublin', 'namesake', 'Ireland', ['dublin']),
  P('Portland', 'namesake', 'United States'),
  P('San Sebastian', 'namesake', 'Spain', ['san-sebastian']),
  P('Hyderabad', 'namesake', 'India'),

  // Ambiguous names with a qualifier: the qualifier always decides.
  P('Washington, D.C.', 'qualified', 'United States', ['washington-dc']),
  P('Washington DC', 'qualified', 'United States', ['washington-dc']),
  P('Washington, D.C., United States', 'qualified', 'United States', ['washington-dc']),
  P('Washington D.C., USA', 'qualified', 'United States', ['washington-dc']),
  P('Paris, Texas', 'qualified', 'United States'),
  P('Paris, TX', 'qualified', 'United States'),
  P('Valencia, Spain', 'qualified', 'Spain', ['valencia']),
  P('Valencia, Venezuela', 'qualified', 'Venezuela'),
  P('Santa Cruz, Bolivia', 'qualified', 'Bolivia'),
  P('Cordoba, Argentina', 'qualified', 'Argentina'),
  P('Toledo, Ohio', 'qualified', 'United States'),
  P('Venice, Florida', 'qualified', 'United States'),
  P('Cambridge, MA', 'qualified', 'United States', ['cambridge-massachusetts']),
  P('Birmingham, Alabama', 'qualified', 'United States', ['birmingham-alabama']),
  P('Portland, Maine', 'qualified', 'United States', ['portland-maine']),
  P('Dublin, Ohio', 'qualified', 'United States'),
  P('Granada, Nicaragua', 'qualified', 'Nicaragua'),
  P('Cartagena, Spain', 'qualified', 'Spain'),
  P('St. Petersburg, Florida', 'qualified', 'United States'),
  P('Perth, Scotland', 'qualified', 'United Kingdom', ['perth-scotland']),
  P('London, Ontario', 'qualified', 'Canada', ['london-ontario']),
  P('Rome, Georgia', 'qualified', 'United States'),
  P('Victoria, BC', 'qualified', 'Canada', ['victoria-bc']),
  P('Kingston, Jamaica', 'qualified', 'Jamaica'),
  P('Lagos, Nigeria', 'qualified', 'Nigeria'),
  P('Lagos, Portugal', 'qualified', 'Portugal', ['lagos-algarve']),
  P('Hawaii, USA', 'qualified', 'United States', ['honolulu', 'maui', 'kauai', 'kailua-kona']),
  P('Normandy, France', 'qualified', 'France', ['bayeux', 'mont-saint-michel']),
  P('Black Forest, Germany', 'qualified', 'Germany', ['freiburg']),
];
