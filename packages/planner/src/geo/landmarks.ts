/**
 * Famous regions, islands, parks, lakes and sights that travellers name as a destination but that
 * are not (or not only) a city: "Hawaii", "Tuscany", "Sardinia", "Angkor Wat". Without this list
 * the city index answers with namesakes ("Cornwall, Ontario"; "Normandy, Missouri") or nothing.
 *
 * Each entry lists its catalogue bases by id, best-known first: only places that really lie in
 * the area (for a sight, the town it is visited from). There is no "nearest within reach" rule:
 * Bora Bora is near Tahiti but is not Tahiti, and Phuket is not the Phi Phi Islands. An entry
 * with no base in the catalogue resolves to a labelled map-search plan for the place itself, at
 * its representative point (a main town or visitor centre), in the right country.
 *
 * First-level areas (US states, Canadian provinces, Australian states, the UK nations) are in
 * AREA_BASES below, keyed like the gazetteer's admin codes.
 */
import { norm, wordTable } from '../text.ts';

export interface Landmark {
  name: string;
  /** ISO2 of the country it is in (the main one, when it spans two). */
  country: string;
  /** Other countries it spans ("Lake Geneva": France): a qualifier naming them also fits. */
  also: readonly string[];
  region?: string;
  lat: number;
  lng: number;
  /** Catalogue ids of the bases in it (for a sight, its gateway town), best-known first. */
  bases: readonly string[];
  /** A sight visited from the base (the plan schedules it as a wish), not an area the base is in. */
  site: boolean;
  aliases: readonly string[];
}

interface Extra {
  region?: string;
  also?: string[];
}

const make =
  (site: boolean) =>
  (
    name: string,
    country: string,
    lat: number,
    lng: number,
    bases: string[] = [],
    aliases: string[] = [],
    extra: Extra = {},
  ): Landmark => ({
    name,
    country,
    also: extra.also ?? [],
    region: extra.region,
    lat,
    lng,
    bases,
    site,
    aliases,
  });

/** A region, island, park or lake: a base in the catalogue lies inside it. */
const area = make(false);
/** A monument or natural sight: the base is the town it is visited from. */
const sight = make(true);

export const LANDMARKS: readonly Landmark[] = [
  // Italy
  area(
    'Tuscany',
    'IT',
    43.32,
    11.33,
    ['florence', 'siena', 'chianti', 'val-d-orcia'],
    ['toscana', 'tuscan countryside'],
  ),
  area('Sicily', 'IT', 37.6, 14.0, ['taormina'], ['sicilia']),
  area('Sardinia', 'IT', 40.12, 9.01, ['alghero'], ['sardegna']),
  area('Dolomites', 'IT', 46.41, 11.84, ['cortina-d-ampezzo'], ['dolomiti', 'the dolomites']),
  area('Lake Garda', 'IT', 45.6, 10.64, [], ['lago di garda', 'garda lake']),
  area('Lake Maggiore', 'IT', 45.93, 8.55, [], ['lago maggiore'], { also: ['CH'] }),
  area('Italian Lakes', 'IT', 45.99, 9.26, ['lake-como'], ['the italian lakes']),
  area('Umbria', 'IT', 43.11, 12.39, []),
  area('Puglia', 'IT', 41.12, 16.87, [], ['apulia']),
  area('Piedmont', 'IT', 45.07, 7.69, [], ['piemonte']),
  area('Emilia-Romagna', 'IT', 44.49, 11.34, [], ['emilia romagna']),
  area('South Tyrol', 'IT', 46.5, 11.35, [], ['alto adige', 'sudtirol']),
  area('Calabria', 'IT', 38.9, 16.6, []),
  area('Campania', 'IT', 40.85, 14.27, ['naples', 'amalfi-coast', 'sorrento', 'capri']),
  area('Lazio', 'IT', 41.9, 12.5, ['rome']),
  area('Lombardy', 'IT', 45.46, 9.19, ['milan', 'lake-como'], ['lombardia']),
  area('Veneto', 'IT', 45.44, 12.33, ['venice', 'cortina-d-ampezzo']),
  area('Liguria', 'IT', 44.41, 8.93, ['cinque-terre'], ['italian riviera']),
  sight('Pompeii', 'IT', 40.75, 14.49, ['naples', 'sorrento'], ['pompei', 'ruins of pompeii']),
  area('Aeolian Islands', 'IT', 38.48, 14.95, [], ['eolie', 'lipari islands']),
  area('Elba', 'IT', 42.78, 10.28, [], ['isle of elba', 'isola d elba']),
  area('Ischia', 'IT', 40.73, 13.9, []),
  // France
  area('Provence', 'FR', 43.95, 4.81, ['avignon'], ['provence france']),
  area('French Riviera', 'FR', 43.7, 7.27, ['nice'], ['cote d azur', 'the riviera', 'riviera']),
  area('Normandy', 'FR', 49.18, -0.37, ['bayeux', 'mont-saint-michel'], ['normandie']),
  area('Brittany', 'FR', 48.65, -2.0, ['saint-malo'], ['bretagne']),
  area('Alsace', 'FR', 48.08, 7.36, ['colmar']),
  area('Burgundy', 'FR', 47.02, 4.84, ['beaune'], ['bourgogne']),
  area('French Alps', 'FR', 45.92, 6.87, ['chamonix', 'annecy'], ['the french alps']),
  area('Occitanie', 'FR', 43.21, 2.35, ['carcassonne'], ['languedoc']),
  area('Dordogne', 'FR', 44.89, 1.22, [], ['perigord', 'dordogne valley']),
  area('Luberon', 'FR', 43.83, 5.35, [], ['the luberon']),
  area('Camargue', 'FR', 43.55, 4.5, [], ['the camargue']),
  area('Corsica', 'FR', 41.92, 8.74, ['ajaccio'], ['corse']),
  area('Lake Annecy', 'FR', 45.86, 6.17, ['annecy'], ['lac d annecy']),
  area('Basque Country', 'ES', 43.32, -1.98, [], ['pais vasco', 'euskadi', 'basque coast'], {
    also: ['FR'],
  }),
  // Spain and Portugal
  area('Andalusia', 'ES', 37.39, -5.99, ['seville', 'granada', 'ronda'], ['andalucia']),
  area('Catalonia', 'ES', 41.39, 2.17, ['barcelona'], ['catalunya', 'cataluna']),
  area('Costa Brava', 'ES', 41.9, 3.16, []),
  area('Costa del Sol', 'ES', 36.51, -4.88, []),
  area(
    'Canary Islands',
    'ES',
    28.29,
    -16.63,
    ['tenerife', 'lanzarote'],
    ['canaries', 'the canaries', 'islas canarias'],
  ),
  area('Gran Canaria', 'ES', 27.96, -15.59, []),
  area('Fuerteventura', 'ES', 28.36, -14.05, []),
  area(
    'Balearic Islands',
    'ES',
    39.57,
    2.65,
    ['palma-de-mallorca', 'ibiza'],
    ['balearics', 'the balearics', 'islas baleares'],
  ),
  area('Menorca', 'ES', 39.95, 4.05, [], ['minorca']),
  area('Formentera', 'ES', 38.7, 1.45, []),
  area('Madeira', 'PT', 32.65, -16.91, ['funchal'], ['madeira island']),
  area('Algarve', 'PT', 37.1, -8.67, ['lagos-algarve'], ['the algarve']),
  area('Alentejo', 'PT', 38.57, -7.91, []),
  // British Isles
  area('Cornwall', 'GB', 50.21, -5.48, ['st-ives'], ['kernow'], { region: 'England' }),
  area('Devon', 'GB', 50.72, -3.53, [], [], { region: 'England' }),
  area('Yorkshire', 'GB', 53.96, -1.08, ['york'], [], { region: 'England' }),
  area('Yorkshire Dales', 'GB', 54.25, -2.1, [], ['the dales'], { region: 'England' }),
  area('Peak District', 'GB', 53.21, -1.68, [], [], { region: 'England' }),
  area(
    'Scottish Highlands',
    'GB',
    57.48,
    -4.22,
    ['fort-william-glencoe', 'isle-of-skye'],
    ['highlands', 'the highlands', 'highlands of scotland'],
    { region: 'Scotland' },
  ),
  area('Loch Ness', 'GB', 57.3, -4.45, [], [], { region: 'Scotland' }),
  area('Isle of Wight', 'GB', 50.69, -1.3, [], [], { region: 'England' }),
  area('North Wales', 'GB', 53.07, -4.08, ['snowdonia'], [], { region: 'Wales' }),
  area('Connemara', 'IE', 53.49, -10.02, []),
  area('Ring of Kerry', 'IE', 52.06, -9.51, [], ['county kerry', 'kerry']),
  area('Wild Atlantic Way', 'IE', 53.27, -9.05, ['galway']),
  sight('Stonehenge', 'GB', 51.18, -1.83, [], [], { region: 'England' }),
  sight("Giant's Causeway", 'GB', 55.24, -6.51, [], ['giants causeway'], {
    region: 'Northern Ireland',
  }),
  // Central Europe and the Alps
  area('Bavaria', 'DE', 48.14, 11.58, ['munich', 'rothenburg-ob-der-tauber'], ['bayern']),
  area('Black Forest', 'DE', 47.99, 7.85, ['freiburg'], ['schwarzwald']),
  area('Bavarian Alps', 'DE', 47.49, 11.1, [], ['the bavarian alps']),
  area('Rhine Valley', 'DE', 50.1, 7.73, [], ['middle rhine', 'rhine gorge', 'the rhine']),
  area('Moselle Valley', 'DE', 49.95, 7.1, [], ['mosel', 'mosel valley']),
  area('Romantic Road', 'DE', 49.38, 10.18, ['rothenburg-ob-der-tauber'], ['romantische strasse']),
  area('Saxon Switzerland', 'DE', 50.92, 14.07, []),
  area('Lake Constance', 'DE', 47.66, 9.18, [], ['bodensee'], { also: ['CH', 'AT'] }),
  sight(
    'Neuschwanstein',
    'DE',
    47.557,
    10.75,
    [],
    ['neuschwanstein castle', 'schloss neuschwanstein'],
  ),
  area('Tyrol', 'AT', 47.27, 11.39, ['innsbruck'], ['tirol', 'austrian tyrol']),
  area('Salzkammergut', 'AT', 47.56, 13.65, ['hallstatt']),
  area('Austrian Alps', 'AT', 47.27, 11.39, ['innsbruck', 'hallstatt']),
  area('Wachau', 'AT', 48.36, 15.4, [], ['wachau valley']),
  area('Swiss Alps', 'CH', 46.69, 7.86, ['interlaken', 'zermatt'], ['the swiss alps']),
  area(
    'Jungfrau Region',
    'CH',
    46.69,
    7.86,
    ['interlaken'],
    ['jungfrau', 'jungfraujoch', 'bernese oberland'],
  ),
  sight('Matterhorn', 'CH', 46.02, 7.75, ['zermatt']),
  sight('Mont Blanc', 'FR', 45.92, 6.87, ['chamonix']),
  area('Lake Geneva', 'CH', 46.52, 6.63, [], ['lac leman', 'lac léman'], { also: ['FR'] }),
  area('Lake Lucerne', 'CH', 47.05, 8.31, [], ['vierwaldstattersee']),
  area('Bohemia', 'CZ', 50.08, 14.44, ['prague', 'cesky-krumlov']),
  area('Moravia', 'CZ', 49.2, 16.61, []),
  area('Transylvania', 'RO', 45.65, 25.6, []),
  area('Tatra Mountains', 'PL', 49.3, 19.95, [], ['tatras', 'the tatras', 'high tatras']),
  area('Lake Ohrid', 'MK', 41.11, 20.8, [], ['ohrid lake']),
  area(
    'Alps',
    'CH',
    46.69,
    7.86,
    ['interlaken', 'zermatt', 'chamonix', 'innsbruck', 'cortina-d-ampezzo', 'hallstatt'],
    ['the alps', 'european alps'],
    { also: ['FR', 'AT', 'IT', 'DE', 'SI'] },
  ),
  // Northern Europe
  area(
    'Scandinavia',
    'SE',
    59.33,
    18.07,
    ['copenhagen', 'stockholm', 'bergen', 'tromso', 'lofoten-islands'],
    [],
    { also: ['DK', 'NO'] },
  ),
  area('Lapland', 'FI', 66.5, 25.73, ['rovaniemi'], ['finnish lapland'], { also: ['SE', 'NO'] }),
  area('Swedish Lapland', 'SE', 67.86, 20.23, []),
  area(
    'Norwegian Fjords',
    'NO',
    60.39,
    5.32,
    ['bergen'],
    ['fjords', 'the fjords', 'fjord norway', 'the norwegian fjords', 'norway fjords'],
  ),
  sight('Geirangerfjord', 'NO', 62.1, 7.2, [], ['geiranger', 'geiranger fjord']),
  sight('Golden Circle', 'IS', 64.26, -20.52, ['reykjavik'], ['the golden circle']),
  // Greece, Turkey, the Adriatic
  area('Crete', 'GR', 35.34, 25.13, ['heraklion', 'chania'], ['kreta']),
  area(
    'Greek Islands',
    'GR',
    36.39,
    25.46,
    ['santorini', 'mykonos', 'corfu', 'rhodes', 'heraklion', 'chania'],
    ['the greek islands'],
  ),
  area('Cyclades', 'GR', 37.45, 25.33, ['santorini', 'mykonos'], ['the cyclades']),
  area('Dodecanese', 'GR', 36.43, 28.22, ['rhodes'], ['the dodecanese']),
  area('Ionian Islands', 'GR', 39.62, 19.92, ['corfu'], ['the ionian islands']),
  area('Kefalonia', 'GR', 38.18, 20.49, [], ['cephalonia']),
  area('Zakynthos', 'GR', 37.78, 20.9, [], ['zante']),
  area('Naxos', 'GR', 37.1, 25.38, []),
  area('Paros', 'GR', 37.08, 25.15, []),
  area('Milos', 'GR', 36.72, 24.43, []),
  area('Lefkada', 'GR', 38.83, 20.7, [], ['lefkas']),
  area('Peloponnese', 'GR', 37.57, 22.8, [], ['the peloponnese', 'peloponnesus']),
  area('Halkidiki', 'GR', 40.3, 23.6, [], ['chalkidiki']),
  sight('Meteora', 'GR', 39.72, 21.63, []),
  sight('Knossos', 'GR', 35.3, 25.16, ['heraklion'], ['palace of knossos']),
  sight('Delphi', 'GR', 38.48, 22.5, [], ['ancient delphi']),
  sight('Acropolis', 'GR', 37.97, 23.73, ['athens'], ['the acropolis', 'parthenon']),
  area('Cappadocia', 'TR', 38.64, 34.83, ['goreme'], ['kapadokya']),
  area('Turkish Riviera', 'TR', 36.9, 30.7, ['antalya'], ['turquoise coast']),
  sight('Pamukkale', 'TR', 37.92, 29.12, []),
  sight('Ephesus', 'TR', 37.94, 27.34, [], ['efes']),
  area(
    'Dalmatian Coast',
    'HR',
    43.0,
    16.6,
    ['dubrovnik', 'hvar'],
    ['dalmatia', 'dalmatian islands', 'the dalmatian coast'],
  ),
  area('Istria', 'HR', 45.08, 13.64, [], ['istrian peninsula']),
  area('Bay of Kotor', 'ME', 42.42, 18.77, ['kotor'], ['boka kotorska', 'kotor bay']),
  area('Gozo', 'MT', 36.04, 14.24, ['malta']),
  // Middle East and Africa
  sight('Petra', 'JO', 30.33, 35.44, []),
  area('Wadi Rum', 'JO', 29.58, 35.42, []),
  area('Dead Sea', 'JO', 31.5, 35.5, [], ['the dead sea'], { also: ['IL'] }),
  sight(
    'Pyramids of Giza',
    'EG',
    29.98,
    31.13,
    ['cairo'],
    [
      'pyramids',
      'the pyramids',
      'giza pyramids',
      'great pyramid of giza',
      'the great pyramid',
      'giza',
    ],
  ),
  sight('Valley of the Kings', 'EG', 25.74, 32.6, ['luxor']),
  area('Sinai', 'EG', 27.91, 34.33, [], ['sinai peninsula']),
  area('Atlas Mountains', 'MA', 31.06, -7.92, [], ['high atlas', 'the atlas mountains']),
  area('Sahara', 'MA', 31.08, -4.01, [], ['sahara desert', 'the sahara', 'merzouga']),
  area('Serengeti', 'TZ', -2.33, 34.83, [], ['serengeti national park', 'the serengeti']),
  area('Ngorongoro Crater', 'TZ', -3.24, 35.49, [], ['ngorongoro']),
  sight('Kilimanjaro', 'TZ', -3.07, 37.35, [], ['mount kilimanjaro', 'mt kilimanjaro', 'kili']),
  area('Zanzibar', 'TZ', -6.16, 39.2, ['stone-town'], ['unguja', 'zanzibar island']),
  area(
    'Maasai Mara',
    'KE',
    -1.41,
    35.0,
    [],
    ['masai mara', 'maasai mara national reserve', 'the mara'],
  ),
  area('Okavango Delta', 'BW', -19.3, 22.9, [], ['okavango', 'the okavango']),
  area('Chobe National Park', 'BW', -17.82, 25.15, [], ['chobe']),
  area('Etosha National Park', 'NA', -18.86, 16.33, [], ['etosha']),
  area('Sossusvlei', 'NA', -24.73, 15.29, [], ['namib desert', 'the namib', 'namib']),
  area('Garden Route', 'ZA', -34.04, 23.05, [], ['the garden route']),
  area('Cape Winelands', 'ZA', -33.93, 18.86, ['stellenbosch'], ['winelands', 'the winelands']),
  sight('Table Mountain', 'ZA', -33.96, 18.4, ['cape-town']),
  sight('Victoria Falls', 'ZM', -17.92, 25.86, ['livingstone'], ['mosi oa tunya', 'vic falls'], {
    also: ['ZW'],
  }),
  // Asia
  area('Lombok', 'ID', -8.65, 116.32, []),
  area('Gili Islands', 'ID', -8.35, 116.06, [], ['gili trawangan', 'the gilis', 'gili']),
  area('Komodo', 'ID', -8.55, 119.49, [], ['komodo national park', 'komodo island']),
  area('Java', 'ID', -7.6, 110.2, ['jakarta']),
  sight('Borobudur', 'ID', -7.61, 110.2, []),
  area('Nusa Penida', 'ID', -8.73, 115.54, []),
  area('Raja Ampat', 'ID', -0.23, 130.52, []),
  area('Palawan', 'PH', 9.74, 118.74, ['el-nido']),
  area('Siargao', 'PH', 9.86, 126.05, []),
  area('Bohol', 'PH', 9.85, 124.14, []),
  area('Phi Phi Islands', 'TH', 7.74, 98.77, [], ['koh phi phi', 'ko phi phi', 'phi phi']),
  area('Koh Phangan', 'TH', 9.73, 100.01, [], ['ko phangan', 'ko pha ngan']),
  area('Koh Tao', 'TH', 10.09, 99.84, [], ['ko tao']),
  area('Koh Lanta', 'TH', 7.63, 99.05, [], ['ko lanta']),
  area('Northern Thailand', 'TH', 18.79, 98.98, ['chiang-mai']),
  area('Ha Long Bay', 'VN', 20.91, 107.18, [], ['halong bay', 'halong', 'ha long']),
  area('Sapa', 'VN', 22.34, 103.84, [], ['sa pa']),
  area('Mekong Delta', 'VN', 10.03, 105.78, [], ['the mekong delta']),
  sight(
    'Angkor Wat',
    'KH',
    13.41,
    103.87,
    ['siem-reap'],
    ['angkor', 'angkor thom', 'temples of angkor'],
  ),
  sight('Taj Mahal', 'IN', 27.18, 78.04, ['agra'], ['the taj mahal', 'the taj']),
  area('Rajasthan', 'IN', 26.91, 75.79, ['jaipur']),
  area('Kerala', 'IN', 9.93, 76.26, ['kochi'], ['kerala backwaters', 'backwaters of kerala']),
  area('Ladakh', 'IN', 34.16, 77.58, [], ['leh ladakh']),
  area('Andaman Islands', 'IN', 11.67, 92.74, [], ['andamans', 'the andamans']),
  sight(
    'Great Wall of China',
    'CN',
    40.43,
    116.57,
    ['beijing'],
    ['great wall', 'the great wall', 'the great wall of china', 'mutianyu', 'badaling'],
  ),
  sight('Forbidden City', 'CN', 39.92, 116.39, ['beijing'], ['the forbidden city']),
  sight('Terracotta Army', 'CN', 34.38, 109.27, [], ['terracotta warriors', 'the terracotta army']),
  area('Hokkaido', 'JP', 43.06, 141.35, ['sapporo']),
  area('Kyushu', 'JP', 33.59, 130.4, ['fukuoka']),
  area('Kansai', 'JP', 34.69, 135.5, ['kyoto', 'osaka']),
  area('Japanese Alps', 'JP', 36.14, 137.25, ['takayama'], ['japan alps', 'the japanese alps']),
  sight('Mount Fuji', 'JP', 35.5, 138.76, ['fuji-five-lakes'], ['fuji', 'mt fuji', 'fujisan']),
  area('Shirakawa-go', 'JP', 36.26, 136.91, [], ['shirakawago', 'shirakawa go', 'shirakawa']),
  sight('Mount Everest', 'NP', 27.8, 86.71, [], ['everest', 'everest base camp', 'mt everest']),
  sight('Annapurna', 'NP', 28.6, 83.82, ['pokhara'], ['annapurna circuit', 'annapurna base camp']),
  area('Cameron Highlands', 'MY', 4.47, 101.38, []),
  area('Sabah', 'MY', 5.98, 116.07, []),
  // Oceania
  sight('Great Barrier Reef', 'AU', -16.92, 145.77, ['cairns'], ['the great barrier reef'], {
    region: 'Queensland',
  }),
  area('Whitsundays', 'AU', -20.27, 148.72, [], ['whitsunday islands', 'the whitsundays'], {
    region: 'Queensland',
  }),
  area('Fraser Island', 'AU', -25.25, 153.13, [], ['k gari'], { region: 'Queensland' }),
  area('Daintree', 'AU', -16.25, 145.42, [], ['daintree rainforest'], { region: 'Queensland' }),
  area('Kakadu', 'AU', -12.68, 132.83, [], ['kakadu national park'], {
    region: 'Northern Territory',
  }),
  area('Hunter Valley', 'AU', -32.79, 151.3, [], ['the hunter valley'], {
    region: 'New South Wales',
  }),
  area('Kangaroo Island', 'AU', -35.8, 137.2, [], [], { region: 'South Australia' }),
  sight('Sydney Opera House', 'AU', -33.86, 151.21, ['sydney']),
  sight('Milford Sound', 'NZ', -44.67, 167.93, ['te-anau-fiordland'], ['piopiotahi']),
  area('Lake Wakatipu', 'NZ', -45.03, 168.66, ['queenstown']),
  area('Lake Tekapo', 'NZ', -44.0, 170.48, [], ['tekapo']),
  area('Bay of Islands', 'NZ', -35.22, 174.09, [], ['the bay of islands']),
  sight('Hobbiton', 'NZ', -37.87, 175.68, [], ['hobbiton movie set']),
  area('Waiheke Island', 'NZ', -36.8, 175.1, ['auckland'], ['waiheke']),
  area('Tahiti', 'PF', -17.54, -149.57, [], ['tahiti island']),
  area('Moorea', 'PF', -17.53, -149.83, [], ['mo orea']),
  // The Americas
  area('Everglades', 'US', 25.29, -80.9, [], ['everglades national park', 'the everglades'], {
    region: 'Florida',
  }),
  area('Florida Keys', 'US', 24.56, -81.78, ['key-west'], ['the keys', 'the florida keys'], {
    region: 'Florida',
  }),
  area(
    'Grand Teton',
    'US',
    43.79,
    -110.68,
    ['jackson-hole'],
    ['grand teton national park', 'tetons', 'the tetons'],
    { region: 'Wyoming' },
  ),
  area('Sequoia National Park', 'US', 36.49, -118.57, [], ['sequoia', 'kings canyon'], {
    region: 'California',
  }),
  area('Death Valley', 'US', 36.46, -116.87, [], ['death valley national park'], {
    region: 'California',
  }),
  area('Monument Valley', 'US', 36.98, -110.11, [], [], { region: 'Arizona' }),
  sight('Antelope Canyon', 'US', 36.86, -111.37, [], [], { region: 'Arizona' }),
  area('Oahu', 'US', 21.31, -157.86, ['honolulu'], ['o ahu'], { region: 'Hawaii' }),
  area("Martha's Vineyard", 'US', 41.39, -70.62, [], ['marthas vineyard'], {
    region: 'Massachusetts',
  }),
  area('Nantucket', 'US', 41.28, -70.1, [], [], { region: 'Massachusetts' }),
  area('The Hamptons', 'US', 40.96, -72.18, [], ['hamptons'], { region: 'New York' }),
  area('New England', 'US', 42.36, -71.06, ['boston', 'cape-cod', 'acadia', 'stowe']),
  area('Pacific Northwest', 'US', 47.61, -122.33, ['seattle', 'olympic-national-park'], ['pnw']),
  sight('Venice Beach', 'US', 33.99, -118.47, ['los-angeles'], [], { region: 'California' }),
  sight('Hollywood', 'US', 34.1, -118.33, ['los-angeles'], [], { region: 'California' }),
  sight('Statue of Liberty', 'US', 40.69, -74.04, ['new-york-city']),
  sight('Golden Gate Bridge', 'US', 37.82, -122.48, ['san-francisco'], ['golden gate']),
  area('Canadian Rockies', 'CA', 51.18, -115.57, ['banff'], ['the canadian rockies']),
  sight('Lake Louise', 'CA', 51.42, -116.18, ['banff'], [], { region: 'Alberta' }),
  area('Jasper National Park', 'CA', 52.87, -118.08, [], ['jasper'], { region: 'Alberta' }),
  area('Vancouver Island', 'CA', 48.43, -123.37, [], [], { region: 'British Columbia' }),
  area('Yucatan', 'MX', 21.16, -86.85, ['cancun', 'tulum'], ['yucatan peninsula', 'the yucatan']),
  area('Riviera Maya', 'MX', 20.21, -87.46, ['tulum'], ['the riviera maya', 'mayan riviera']),
  sight('Chichen Itza', 'MX', 20.68, -88.57, [], ['chichen itza ruins']),
  area('Baja California', 'MX', 32.07, -116.62, ['valle-de-guadalupe']),
  area('Patagonia', 'AR', -50.34, -72.26, ['el-calafate', 'torres-del-paine', 'ushuaia'], [], {
    also: ['CL'],
  }),
  area('Tierra del Fuego', 'AR', -54.8, -68.3, ['ushuaia'], [], { also: ['CL'] }),
  area('Atacama Desert', 'CL', -22.91, -68.2, ['san-pedro-de-atacama'], ['atacama', 'the atacama']),
  area('Easter Island', 'CL', -27.15, -109.43, [], ['rapa nui']),
  sight('Machu Picchu', 'PE', -13.163, -72.545, ['sacred-valley', 'cusco']),
  sight('Rainbow Mountain', 'PE', -13.87, -71.3, ['cusco'], ['vinicunca']),
  area('Lake Titicaca', 'PE', -15.84, -70.02, [], ['titicaca'], { also: ['BO'] }),
  area('Salar de Uyuni', 'BO', -20.46, -66.83, [], ['uyuni', 'uyuni salt flats', 'salt flats']),
  area('Lake Atitlan', 'GT', 14.69, -91.2, [], ['atitlan']),
  sight('Tikal', 'GT', 17.22, -89.62, []),
  sight('Arenal Volcano', 'CR', 10.46, -84.7, ['la-fortuna'], ['arenal']),
  area('Guanacaste', 'CR', 10.63, -85.44, []),
  area('Manuel Antonio', 'CR', 9.39, -84.14, [], ['manuel antonio national park']),
  sight('Christ the Redeemer', 'BR', -22.95, -43.21, ['rio-de-janeiro'], ['cristo redentor']),
  area(
    'Caribbean',
    'BB',
    13.1,
    -59.6,
    ['barbados', 'st-lucia', 'aruba', 'montego-bay', 'punta-cana', 'san-juan', 'havana'],
    ['the caribbean', 'caribbean islands', 'the caribbean islands'],
    { also: ['LC', 'AW', 'JM', 'DO', 'PR', 'CU'] },
  ),
  // Landmarks inside catalogue cities: the plan is the city's, with the sight put first.
  sight('Eiffel Tower', 'FR', 48.86, 2.29, ['paris'], ['the eiffel tower', 'tour eiffel']),
  sight('Louvre', 'FR', 48.86, 2.34, ['paris'], ['the louvre']),
  sight('Colosseum', 'IT', 41.89, 12.49, ['rome'], ['the colosseum', 'coliseum', 'colosseo']),
  sight('Vatican', 'IT', 41.9, 12.45, ['rome'], ['the vatican', 'vatican city', 'sistine chapel']),
  sight('Alhambra', 'ES', 37.18, -3.59, ['granada'], ['the alhambra']),
  sight('Sagrada Familia', 'ES', 41.4, 2.17, ['barcelona'], ['la sagrada familia']),
  sight('Big Ben', 'GB', 51.5, -0.12, ['london'], [], { region: 'England' }),
  sight('Burj Khalifa', 'AE', 25.2, 55.27, ['dubai']),
];

/**
 * Catalogue bases inside first-level areas, best-known first, keyed "country-admin" with the
 * gazetteer's admin codes (US state codes; GeoNames codes elsewhere, see admin-areas.ts). An area
 * typed alone ("Hawaii", "Queensland", "Scotland") resolves to its first base; an area with no
 * base resolves to its largest city as a map-search plan.
 */
export const AREA_BASES: Readonly<Record<string, readonly string[]>> = wordTable({
  'US-HI': ['honolulu', 'maui', 'kauai', 'kailua-kona'],
  'US-AK': ['denali'],
  'US-CA': [
    'san-francisco',
    'los-angeles',
    'yosemite',
    'napa-valley',
    'sonoma',
    'big-sur-carmel',
    'lake-tahoe',
    'joshua-tree',
  ],
  'US-FL': ['miami', 'orlando', 'key-west'],
  'US-AZ': ['grand-canyon-south-rim', 'sedona'],
  'US-UT': ['zion', 'moab', 'bryce-canyon', 'park-city'],
  'US-CO': ['rocky-mountain-national-park', 'aspen'],
  'US-WY': ['yellowstone', 'jackson-hole'],
  'US-MT': ['glacier-national-park'],
  'US-ME': ['acadia'],
  'US-VT': ['stowe'],
  'US-TN': ['nashville', 'great-smoky-mountains'],
  'US-TX': ['austin'],
  'US-LA': ['new-orleans'],
  'US-NV': ['las-vegas', 'lake-tahoe'],
  'US-NM': ['santa-fe'],
  'US-OR': ['willamette-valley'],
  'US-MA': ['boston', 'cape-cod'],
  'US-NC': ['asheville', 'outer-banks', 'great-smoky-mountains'],
  'US-SC': ['charleston'],
  'US-WA': ['seattle', 'olympic-national-park', 'mount-rainier'],
  'US-NY': ['new-york-city'],
  'US-IL': ['chicago'],
  'US-DC': ['washington-dc'],
  'CA-01': ['banff'],
  'CA-02': ['vancouver'],
  'CA-08': ['toronto', 'niagara-falls', 'niagara-on-the-lake'],
  'CA-09': ['prince-edward-island'],
  'CA-10': ['montreal', 'quebec-city'],
  'AU-02': ['sydney', 'blue-mountains', 'byron-bay'],
  'AU-03': ['uluru'],
  'AU-04': ['cairns'],
  'AU-05': ['barossa-valley'],
  'AU-06': ['hobart'],
  'AU-07': ['melbourne', 'great-ocean-road'],
  'AU-08': ['perth', 'margaret-river'],
  'GB-ENG': [
    'london',
    'bath',
    'oxford',
    'cambridge',
    'york',
    'cotswolds',
    'lake-district',
    'stratford-upon-avon',
    'st-ives',
  ],
  'GB-SCT': ['edinburgh', 'isle-of-skye', 'fort-william-glencoe'],
  'GB-WLS': ['snowdonia'],
});

const BY_KEY = new Map<string, Landmark>();
for (const l of LANDMARKS)
  for (const key of [l.name, ...l.aliases]) {
    const k = norm(key).replace(/^the /, '');
    if (!BY_KEY.has(k)) BY_KEY.set(k, l);
  }

const THE_ENDINGS =
  /(?:Islands|Alps|Mountains|Keys|Coast|Riviera|Highlands|District|Dales|Forest|Desert|Delta|Route|Way|Road|Region|Fjords|Circle|Reef|Lakes|Country|Winelands|Rockies|Tower|House|Bridge|Army|Forbidden City|Sea|Northwest|Maya|Crater|Caribbean|Sahara|Everglades|Whitsundays|Cyclades|Dodecanese|Peloponnese|Serengeti|Mara|Yucatan|Camargue|Luberon|Dordogne|Wachau|Daintree|Colosseum|Louvre|Vatican|Alhambra|Acropolis|Matterhorn|Mahal|Khalifa|Sinai|Costa del Sol|Costa Brava|Banks|Cotswolds|Dolomites|Algarve|Azores|(?<!Death |Monument )Valley)$/;
const THE_STARTS = /^(?:Bay|Valley|Ring|Pyramids|Statue|Great Wall) of /;

/**
 * A place name as a sentence uses it: "the Alps", "the Amalfi Coast", "the Sacred Valley", but
 * "Lake Garda", "Petra", "Death Valley".
 */
export function withArticle(name: string): string {
  return THE_ENDINGS.test(name) || THE_STARTS.test(name) ? `the ${name}` : name;
}

export function landmarkName(l: Landmark): string {
  return withArticle(l.name);
}

/** The landmark a place text names ("the Cotswolds", "Angkor Wat"), or undefined. */
export function findLandmark(text: string): Landmark | undefined {
  return BY_KEY.get(norm(text).replace(/^the /, ''));
}

/** Landmark names and aliases, longest first, for scanning a sentence ("a week in Tuscany"). */
let scanList: Array<readonly [string, Landmark]> | undefined;
export function landmarkNamesForScan(): ReadonlyArray<readonly [string, Landmark]> {
  if (!scanList)
    scanList = [...BY_KEY.entries()]
      .filter(([k]) => k.length > 4)
      .sort((a, b) => b[0].length - a[0].length);
  return scanList;
}
