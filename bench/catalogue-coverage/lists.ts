/**
 * The two public lists the catalogue's coverage is measured against.
 *
 * `accept` names other place names a plan for that entry may legitimately carry (the gateway town
 * of a park, the main town of an island, the catalogue's "Ubud (Bali)" for Denpasar), and
 * `countries` other country names for the same place (Hong Kong and Macau under China). They are
 * written here by hand, independently of the planner's own parsers and aliases.
 */

export interface ListedPlace {
  /** The name as the list gives it, and as a traveller types it. */
  city: string;
  country: string;
  /** Other names a correct plan may carry as its location (gateway towns, local names). */
  accept?: string[];
  /** Other country names a correct plan may carry. */
  countries?: string[];
  /** Why the catalogue deliberately has no entry (the planner answers with labelled map searches). */
  excluded?: string;
}

/**
 * Euromonitor International, "Top 100 City Destinations", 2019 edition (published December 2019,
 * ranked by 2018 international arrivals; the last edition ranked purely by arrivals before the
 * series became a multi-pillar index in 2021). Ordered by that ranking as published in the press
 * (Hong Kong 1, Delhi 11, Mumbai 14, Agra 26, Chennai 36, Jaipur 39, Johannesburg 54, Kolkata 76,
 * Bengaluru 100); positions between the published anchors may be off by one or two. 99 of the
 * 100 names are confirmed from published copies of the ranking; the remaining slot (Punta Cana)
 * is the most likely candidate but could not be confirmed.
 */
export const TOP_100_CITIES: ListedPlace[] = [
  { city: 'Hong Kong', country: 'China', countries: ['Hong Kong'] },
  { city: 'Bangkok', country: 'Thailand' },
  { city: 'London', country: 'United Kingdom' },
  { city: 'Macau', country: 'China', accept: ['Macao'], countries: ['Macau', 'Macao'] },
  { city: 'Singapore', country: 'Singapore' },
  { city: 'Paris', country: 'France' },
  { city: 'Dubai', country: 'United Arab Emirates' },
  { city: 'New York City', country: 'United States', accept: ['New York'] },
  { city: 'Kuala Lumpur', country: 'Malaysia' },
  { city: 'Istanbul', country: 'Turkey' },
  { city: 'Delhi', country: 'India', accept: ['New Delhi'] },
  { city: 'Antalya', country: 'Turkey' },
  { city: 'Shenzhen', country: 'China' },
  { city: 'Mumbai', country: 'India' },
  { city: 'Phuket', country: 'Thailand' },
  { city: 'Rome', country: 'Italy' },
  { city: 'Tokyo', country: 'Japan' },
  { city: 'Pattaya', country: 'Thailand' },
  { city: 'Taipei', country: 'Taiwan' },
  {
    city: 'Mecca',
    country: 'Saudi Arabia',
    accept: ['Makkah'],
    excluded:
      'Non-Muslims may not enter the city; a tourist plan does not apply (pilgrimage is organised through licensed Hajj and Umrah operators).',
  },
  { city: 'Guangzhou', country: 'China' },
  { city: 'Prague', country: 'Czech Republic' },
  {
    city: 'Medina',
    country: 'Saudi Arabia',
    accept: ['Madinah'],
    excluded:
      "Non-Muslims may not enter the sacred central area around the Prophet's Mosque; the city is visited almost only as part of a pilgrimage.",
  },
  { city: 'Seoul', country: 'South Korea' },
  { city: 'Amsterdam', country: 'Netherlands' },
  { city: 'Agra', country: 'India' },
  { city: 'Miami', country: 'United States' },
  { city: 'Osaka', country: 'Japan' },
  { city: 'Las Vegas', country: 'United States' },
  { city: 'Shanghai', country: 'China' },
  { city: 'Ho Chi Minh City', country: 'Vietnam', accept: ['Saigon'] },
  { city: 'Denpasar', country: 'Indonesia', accept: ['Bali', 'Ubud'] },
  { city: 'Barcelona', country: 'Spain' },
  { city: 'Los Angeles', country: 'United States' },
  { city: 'Milan', country: 'Italy' },
  { city: 'Chennai', country: 'India' },
  { city: 'Vienna', country: 'Austria' },
  { city: 'Johor Bahru', country: 'Malaysia' },
  { city: 'Jaipur', country: 'India' },
  { city: 'Cancún', country: 'Mexico' },
  { city: 'Berlin', country: 'Germany' },
  { city: 'Cairo', country: 'Egypt' },
  { city: 'Athens', country: 'Greece' },
  { city: 'Orlando', country: 'United States' },
  {
    city: 'Moscow',
    country: 'Russia',
    excluded:
      'Russia is waging war on Ukraine: most governments advise against all travel, foreign bank cards do not work under sanctions, and the city has been a target of drone attacks.',
  },
  { city: 'Venice', country: 'Italy' },
  { city: 'Madrid', country: 'Spain' },
  { city: 'Ha Long', country: 'Vietnam', accept: ['Halong'] },
  { city: 'Riyadh', country: 'Saudi Arabia' },
  { city: 'Dublin', country: 'Ireland' },
  { city: 'Florence', country: 'Italy' },
  {
    city: 'Jerusalem',
    country: 'Israel',
    excluded:
      'Active conflict: missile and rocket attacks on the city in 2024-2025, access to holy sites and the West Bank changes at short notice, and most governments advise reconsidering travel.',
  },
  { city: 'Hanoi', country: 'Vietnam' },
  { city: 'Toronto', country: 'Canada' },
  { city: 'Johannesburg', country: 'South Africa' },
  { city: 'Sydney', country: 'Australia' },
  { city: 'Munich', country: 'Germany' },
  { city: 'Jakarta', country: 'Indonesia' },
  { city: 'Beijing', country: 'China' },
  {
    city: 'Saint Petersburg',
    country: 'Russia',
    accept: ['St Petersburg', 'St. Petersburg'],
    excluded:
      'Russia is waging war on Ukraine: most governments advise against all travel and foreign bank cards do not work under sanctions.',
  },
  { city: 'Brussels', country: 'Belgium' },
  { city: 'Muğla', country: 'Turkey', accept: ['Mugla'] },
  { city: 'Budapest', country: 'Hungary' },
  { city: 'Lisbon', country: 'Portugal' },
  { city: 'Dammam', country: 'Saudi Arabia' },
  { city: 'Penang', country: 'Malaysia', accept: ['George Town'] },
  { city: 'Heraklion', country: 'Greece', accept: ['Iraklio', 'Iraklion'] },
  { city: 'Kyoto', country: 'Japan' },
  { city: 'Zhuhai', country: 'China' },
  { city: 'Vancouver', country: 'Canada' },
  { city: 'Chiang Mai', country: 'Thailand' },
  { city: 'Copenhagen', country: 'Denmark' },
  { city: 'San Francisco', country: 'United States' },
  { city: 'Melbourne', country: 'Australia' },
  { city: 'Warsaw', country: 'Poland' },
  { city: 'Marrakech', country: 'Morocco', accept: ['Marrakesh'] },
  { city: 'Kolkata', country: 'India', accept: ['Calcutta'] },
  { city: 'Cebu', country: 'Philippines', accept: ['Cebu City'] },
  { city: 'Auckland', country: 'New Zealand' },
  { city: 'Guilin', country: 'China' },
  { city: 'Honolulu', country: 'United States' },
  { city: 'Hurghada', country: 'Egypt' },
  { city: 'Kraków', country: 'Poland', accept: ['Krakow', 'Cracow'] },
  { city: 'Buenos Aires', country: 'Argentina' },
  { city: 'Chiba', country: 'Japan' },
  { city: 'Frankfurt', country: 'Germany', accept: ['Frankfurt am Main'] },
  { city: 'Stockholm', country: 'Sweden' },
  { city: 'Lima', country: 'Peru' },
  { city: 'Da Nang', country: 'Vietnam', accept: ['Danang'] },
  { city: 'Batam', country: 'Indonesia' },
  { city: 'Nice', country: 'France' },
  { city: 'Fukuoka', country: 'Japan' },
  { city: 'Abu Dhabi', country: 'United Arab Emirates' },
  { city: 'Jeju', country: 'South Korea', accept: ['Jeju City', 'Jeju Island', 'Jeju-si'] },
  { city: 'Porto', country: 'Portugal' },
  { city: 'Rhodes', country: 'Greece', accept: ['Rodos'] },
  { city: 'Rio de Janeiro', country: 'Brazil' },
  { city: 'Krabi', country: 'Thailand', accept: ['Ao Nang'] },
  { city: 'Bengaluru', country: 'India', accept: ['Bangalore'] },
  { city: 'Punta Cana', country: 'Dominican Republic' },
];

/**
 * Fifty nature, island, coast, lake, village and wine-region destinations that travellers ask for
 * by name. `accept` lists the towns a plan for the place is normally based in.
 */
export const NATURE_ISLANDS_VILLAGES: ListedPlace[] = [
  // National parks and natural wonders
  {
    city: 'Yosemite National Park',
    country: 'United States',
    accept: ['Yosemite', 'Yosemite Valley'],
  },
  {
    city: 'Grand Canyon National Park',
    country: 'United States',
    accept: ['Grand Canyon', 'Grand Canyon Village', 'Tusayan'],
  },
  {
    city: 'Yellowstone National Park',
    country: 'United States',
    accept: ['Yellowstone', 'West Yellowstone', 'Gardiner'],
  },
  { city: 'Zion National Park', country: 'United States', accept: ['Zion', 'Springdale'] },
  { city: 'Jasper National Park', country: 'Canada', accept: ['Jasper'] },
  {
    city: 'Torres del Paine National Park',
    country: 'Chile',
    accept: ['Torres del Paine', 'Puerto Natales'],
  },
  {
    city: 'Iguazu Falls',
    country: 'Argentina',
    accept: ['Iguazú Falls', 'Iguaçu Falls', 'Puerto Iguazú', 'Foz do Iguaçu'],
    countries: ['Brazil'],
  },
  { city: 'Serengeti National Park', country: 'Tanzania', accept: ['Serengeti'] },
  {
    city: 'Kruger National Park',
    country: 'South Africa',
    accept: ['Kruger', 'Skukuza', 'Hazyview'],
  },
  { city: 'Maasai Mara', country: 'Kenya', accept: ['Masai Mara', 'Maasai Mara National Reserve'] },
  { city: 'Victoria Falls', country: 'Zimbabwe', accept: ['Livingstone'], countries: ['Zambia'] },
  {
    city: 'Uluru',
    country: 'Australia',
    accept: ['Uluru-Kata Tjuta National Park', 'Yulara', 'Ayers Rock'],
  },
  { city: 'Milford Sound', country: 'New Zealand', accept: ['Fiordland National Park', 'Te Anau'] },
  {
    city: 'Plitvice Lakes National Park',
    country: 'Croatia',
    accept: ['Plitvice Lakes', 'Plitvice'],
  },
  {
    city: 'Dolomites',
    country: 'Italy',
    accept: ["Cortina d'Ampezzo", 'Ortisei', 'Val Gardena', 'Alta Badia'],
  },
  // Islands
  {
    city: 'Galápagos Islands',
    country: 'Ecuador',
    accept: ['Galapagos', 'Puerto Ayora', 'Santa Cruz Island'],
  },
  { city: 'Bora Bora', country: 'French Polynesia', countries: ['France'] },
  { city: 'Maldives', country: 'Maldives', accept: ['Malé', 'Male'] },
  { city: 'Mykonos', country: 'Greece' },
  { city: 'Crete', country: 'Greece', accept: ['Chania', 'Heraklion', 'Rethymno'] },
  { city: 'Capri', country: 'Italy', accept: ['Anacapri'] },
  { city: 'Mallorca', country: 'Spain', accept: ['Majorca', 'Palma', 'Palma de Mallorca'] },
  { city: 'Tenerife', country: 'Spain', accept: ['Santa Cruz de Tenerife', 'Puerto de la Cruz'] },
  { city: 'Azores', country: 'Portugal', accept: ['São Miguel', 'Ponta Delgada'] },
  { city: 'Lofoten Islands', country: 'Norway', accept: ['Lofoten', 'Svolvær', 'Reine'] },
  { city: 'Isle of Skye', country: 'United Kingdom', accept: ['Skye', 'Portree'] },
  { city: 'Koh Samui', country: 'Thailand', accept: ['Ko Samui', 'Samui'] },
  { city: 'Zanzibar', country: 'Tanzania', accept: ['Stone Town', 'Zanzibar City', 'Nungwi'] },
  {
    city: 'Maui',
    country: 'United States',
    accept: ['Lahaina', 'Kihei', 'Wailea', 'Kahului', 'Kaanapali'],
  },
  // Coasts
  { city: 'Amalfi Coast', country: 'Italy', accept: ['Amalfi', 'Positano', 'Ravello'] },
  {
    city: 'Cinque Terre',
    country: 'Italy',
    accept: ['Monterosso al Mare', 'Vernazza', 'Riomaggiore', 'Manarola'],
  },
  { city: 'Big Sur', country: 'United States' },
  { city: 'Algarve', country: 'Portugal', accept: ['Lagos', 'Faro', 'Albufeira', 'Tavira'] },
  {
    city: 'Great Ocean Road',
    country: 'Australia',
    accept: ['Lorne', 'Apollo Bay', 'Port Campbell'],
  },
  // Lakes
  { city: 'Lake Como', country: 'Italy', accept: ['Bellagio', 'Como', 'Varenna', 'Menaggio'] },
  { city: 'Lake Bled', country: 'Slovenia', accept: ['Bled'] },
  { city: 'Lake Tahoe', country: 'United States', accept: ['South Lake Tahoe', 'Tahoe City'] },
  // Lake Louise lies inside Banff National Park; a plan based in Banff covers it.
  { city: 'Lake Louise', country: 'Canada', accept: ['Banff'] },
  // Villages and small towns
  { city: 'Hallstatt', country: 'Austria' },
  { city: 'Zermatt', country: 'Switzerland' },
  {
    city: 'Cotswolds',
    country: 'United Kingdom',
    accept: [
      'The Cotswolds',
      'Bourton-on-the-Water',
      'Chipping Campden',
      'Stow-on-the-Wold',
      'Bibury',
    ],
  },
  { city: 'Chefchaouen', country: 'Morocco' },
  { city: 'Giethoorn', country: 'Netherlands' },
  {
    city: 'Mont-Saint-Michel',
    country: 'France',
    accept: ['Le Mont-Saint-Michel', 'Mont Saint Michel'],
  },
  { city: 'Rothenburg ob der Tauber', country: 'Germany', accept: ['Rothenburg'] },
  // Wine regions
  {
    city: 'Napa Valley',
    country: 'United States',
    accept: ['Napa', 'Yountville', 'St. Helena', 'Calistoga'],
  },
  { city: 'Douro Valley', country: 'Portugal', accept: ['Douro', 'Pinhão', 'Peso da Régua'] },
  {
    city: 'Chianti',
    country: 'Italy',
    accept: ['Greve in Chianti', 'Radda in Chianti', 'Castellina in Chianti'],
  },
  {
    city: 'Barossa Valley',
    country: 'Australia',
    accept: ['Barossa', 'Tanunda', 'Angaston', 'Nuriootpa'],
  },
  { city: 'Stellenbosch', country: 'South Africa' },
];
