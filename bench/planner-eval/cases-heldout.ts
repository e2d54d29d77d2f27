/**
 * The held-out set: requests and expectations written from real-world knowledge (a travel agent's,
 * not the catalogue's) before the planner was run on any of them. A sealed copy was saved before
 * the first run; expectations change afterwards only to fix a factual mistake, listed in
 * RESULTS.md.
 *
 * Dates: the evaluation runs with "today" = 2026-03-01, so dated trips are in 2026 (March
 * onwards) or January/February 2027. Weekdays below were worked out for those dates.
 */
import { HOME, known, unknown } from './cases-helpers.ts';
import type { EvalCase, MustNot } from './types.ts';

/** Weekday numbers, as Date.getUTCDay() gives them. */
const SUN = 0;
const MON = 1;
const TUE = 2;
const THU = 4;
const FRI = 5;
const SAT = 6;

const season = (reason: string, terms: string[], except?: string[]): MustNot => ({
  kind: 'season',
  terms,
  reason,
  ...(except ? { except } : {}),
});
const avoidList = (reason: string, terms: string[], except?: string[]): MustNot => ({
  kind: 'avoid',
  terms,
  reason,
  ...(except ? { except } : {}),
});
const allergen = (reason: string, terms: string[]): MustNot => ({
  kind: 'allergen',
  terms,
  reason,
});
const access = (reason: string, terms: string[]): MustNot => ({ kind: 'access', terms, reason });

/**
 * Denali: almost everything at the park entrance ("Glitter Gulch"), the park road buses and the
 * lodges inside the park run from about mid-May to mid-September only.
 */
const DENALI_SUMMER_ONLY = [
  'Princess Wilderness Lodge',
  'Denali Princess',
  'King Salmon Restaurant',
  'McKinley Chalet',
  'Grande Denali',
  'Alpenglow Restaurant',
  'Denali Bluffs',
  'Denali Park Village',
  'Kantishna',
  'Backcountry Lodge',
  'Camp Denali',
  'Grizzly Bear Resort',
  'McKinley Creekside',
  'Moose-AKa',
  'Prospectors',
  'Salmon Bake',
  'Black Bear Coffee',
  '49th State Brewing',
  'Tundra Wilderness Tour',
  'Natural History Tour',
  'transit bus',
  'Eielson',
  'Wonder Lake',
  'rafting',
  'Denali Visitor Center',
  'Glitter Gulch',
];

/** Things a plan for two young children (4 and 6) should not schedule. */
const ADULTS_ONLY = [
  'pub crawl',
  'bar crawl',
  'bar hopping',
  'cocktail bar',
  'nightclub',
  'wine tasting',
  'whisky tasting',
  'whiskey tasting',
  'beer tasting',
  'sake tasting',
  'brewery tour',
  'cabaret',
  'strip club',
  'casino',
  'red light district',
];

const PEANUT_DISHES = [
  'pad thai',
  'phad thai',
  'satay',
  'peanut sauce',
  'massaman',
  'som tam',
  'papaya salad',
  'gado gado',
  'pecel',
  'rojak',
];

const SHELLFISH_DISHES = [
  'shellfish',
  'seafood',
  'shrimp',
  'prawn',
  'lobster',
  'crab',
  'oyster',
  'mussel',
  'clam',
  'scallop',
  'langoustine',
  'crawfish',
  'crayfish',
  'marisco',
  'marisquería',
  'marisqueira',
];

export const heldoutCases: EvalCase[] = [
  // ---------------------------------------------------------------- season: dated trips
  known(
    'h-se01',
    'season',
    'Munich in March',
    { destination: 'Munich', datesTraveling: 'March 16-20, 2026', otherTravelers: 'my wife' },
    {
      place: { name: 'Munich|München', country: 'Germany' },
      days: 5,
      months: [3],
      mustNot: [
        season('Oktoberfest is late September to early October; Tollwood is summer and December', [
          'Oktoberfest',
          'Wiesn',
          'Tollwood',
        ]),
        season('Christmas markets end on 24 December', ['Christkindlmarkt', 'Christmas market']),
        season('the spring beer festival on the Theresienwiese starts in late April', [
          'Frühlingsfest',
          'Spring Festival',
        ]),
      ],
    },
  ),
  known(
    'h-se02',
    'season',
    'Avignon in February',
    { destination: 'Avignon', datesTraveling: 'February 8-12, 2027', otherTravelers: 'a friend' },
    {
      place: { name: 'Avignon', country: 'France' },
      days: 5,
      months: [2],
      mustNot: [
        season('the Festival d’Avignon and its Off run in July', [
          "Festival d'Avignon",
          'Avignon Festival',
          'Festival Off',
          'Avignon Off',
        ]),
        season('lavender flowers from late June to early August', [
          'lavender field',
          'lavender fields',
          'lavender route',
        ]),
        season('the Chorégies d’Orange opera festival is June-August', ['Chorégies']),
      ],
    },
  ),
  known(
    'h-se03',
    'season',
    'Dubrovnik in January',
    { destination: 'Dubrovnik', datesTraveling: 'January 11-15, 2027' },
    {
      place: { name: 'Dubrovnik', country: 'Croatia' },
      days: 5,
      months: [1],
      mustNot: [
        season('the Dubrovnik Summer Festival is 10 July - 25 August', [
          'Summer Festival',
          'Dubrovnik Festival',
        ]),
        season('the Lokrum boats and Elaphiti cruises run about April to November', [
          'Lokrum',
          'Elaphiti',
        ]),
        season('sea-kayak tours run in the warm season', ['kayak', 'kayaking']),
      ],
    },
  ),
  known(
    'h-se04',
    'season',
    'Tromsø in January',
    { destination: 'Tromsø', datesTraveling: 'January 18-22, 2027', otherTravelers: 'my partner' },
    {
      place: { name: 'Tromsø|Tromso', country: 'Norway' },
      days: 5,
      months: [1],
      mustNot: [
        season('polar night: the sun does not rise until mid-January; midnight sun is May-July', [
          'midnight sun',
        ]),
        season('puffins are at the colonies from May to August', ['puffin']),
      ],
    },
  ),
  known(
    'h-se05',
    'season',
    'Reykjavík in June',
    { destination: 'Reykjavík', datesTraveling: 'June 8-12, 2026' },
    {
      place: { name: 'Reykjavík|Reykjavik', country: 'Iceland' },
      days: 5,
      months: [6],
      mustNot: [
        season('no darkness in June: aurora tours run September to April', [
          'Northern Lights tour',
          'Northern Lights hunt',
          'Northern Lights hunting',
          'Northern Lights cruise',
          'Northern Lights boat',
          'Northern Lights bus',
          'aurora tour',
          'aurora hunt',
          'aurora hunting',
        ]),
        season('Winter Lights is February; Airwaves is November', [
          'Winter Lights',
          'Iceland Airwaves',
        ]),
      ],
    },
  ),
  known(
    'h-se06',
    'season',
    'Denali in February',
    {
      destination: 'Denali National Park, Alaska',
      datesTraveling: 'February 15-19, 2027',
      otherTravelers: 'my brother',
    },
    {
      place: { name: 'Denali', country: 'United States|USA|Alaska' },
      days: 5,
      months: [2],
      mustNot: [
        season(
          'lodges, restaurants, park buses and rafting at Denali run mid-May to mid-September',
          DENALI_SUMMER_ONLY,
        ),
      ],
    },
  ),
  known(
    'h-se07',
    'season',
    'Edinburgh in April',
    { destination: 'Edinburgh', datesTraveling: 'April 20-24, 2026', otherTravelers: 'my mum' },
    {
      place: { name: 'Edinburgh', country: 'United Kingdom|Scotland|UK' },
      days: 5,
      months: [4],
      mustNot: [
        season('the Fringe, the International Festival and the Tattoo are in August', [
          'Festival Fringe',
          'Fringe Festival',
          'Edinburgh Fringe',
          'Military Tattoo',
          'Edinburgh International Festival',
        ]),
        season('Hogmanay and the Christmas market are in December', [
          'Hogmanay',
          'Christmas market',
          "Edinburgh's Christmas",
        ]),
        season('the Beltane Fire Festival is on 30 April; the jazz festival in July', [
          'Beltane',
          'Jazz and Blues Festival',
        ]),
      ],
    },
  ),
  known(
    'h-se08',
    'season',
    'Pamplona in November',
    { destination: 'Pamplona', datesTraveling: 'November 9-12, 2026' },
    {
      place: { name: 'Pamplona|Iruña', country: 'Spain' },
      days: 4,
      months: [11],
      mustNot: [
        season('San Fermín and the bull runs are 6-14 July', [
          'San Fermín',
          'Sanfermines',
          'Running of the Bulls',
          'bull run',
          'encierro',
        ]),
      ],
    },
  ),
  known(
    'h-se09',
    'season',
    'Kyoto in November',
    { destination: 'Kyoto', datesTraveling: 'November 16-20, 2026', otherTravelers: 'my husband' },
    {
      place: { name: 'Kyoto', country: 'Japan' },
      days: 5,
      months: [11],
      mustNot: [
        season('Gion (July), Aoi (15 May) and Jidai (22 October) festivals are over', [
          'Gion Matsuri',
          'Aoi Matsuri',
          'Jidai Matsuri',
        ]),
        season('the Daimonji bonfires are on 16 August', ['Gozan no Okuribi', 'Daimonji bonfire']),
        season('cormorant fishing and riverside platform dining run about May to September', [
          'cormorant fishing',
          'ukai',
          'kawadoko',
          'noryo yuka',
          'yuka dining',
        ]),
        season('the geiko spring dances are in April and May', ['Miyako Odori', 'Kamogawa Odori']),
      ],
    },
  ),
  known(
    'h-se10',
    'season',
    'Aspen in June',
    { destination: 'Aspen', datesTraveling: 'June 22-26, 2026', otherTravelers: 'my wife' },
    {
      place: { name: 'Aspen', country: 'United States|USA|Colorado' },
      days: 5,
      months: [6],
      mustNot: [
        season('ski season ends in April; on-mountain ski restaurants close with it', [
          'Cloud Nine',
          'ski lesson',
          'ski school',
          'lift ticket',
          'ski rental',
          'snowmobile',
          'snowshoe',
          'sleigh ride',
          'dog sled',
          'X Games',
        ]),
      ],
    },
  ),
  known(
    'h-se11',
    'season',
    'Rovaniemi in July',
    {
      destination: 'Rovaniemi',
      datesTraveling: 'July 6-10, 2026',
      otherTravelers: 'my partner',
    },
    {
      place: { name: 'Rovaniemi', country: 'Finland' },
      days: 5,
      months: [7],
      mustNot: [
        season('midnight sun in July: no aurora, no snow', [
          'northern lights',
          'aurora borealis',
          'aurora hunt',
          'snowmobile',
          'reindeer sleigh',
          'husky sled',
          'husky sledding',
          'sleigh ride',
          'snowshoe',
          'ice fishing',
          'ice floating',
          'Arctic SnowHotel',
          'snow hotel',
          'ice hotel',
          'ice restaurant',
        ]),
      ],
    },
  ),
  known(
    'h-se12',
    'season',
    'New Orleans in October',
    { destination: 'New Orleans', datesTraveling: 'October 12-16, 2026' },
    {
      place: { name: 'New Orleans', country: 'United States|USA|Louisiana' },
      days: 5,
      months: [10],
      mustNot: [
        season(
          'Mardi Gras parades are January-March; Jazz Fest and French Quarter Fest are April-May; Essence and Satchmo are summer',
          [
            'Mardi Gras parade',
            'Jazz Fest',
            'Jazz & Heritage Festival',
            'Jazz and Heritage Festival',
            'French Quarter Festival',
            'Essence Festival',
            'Satchmo SummerFest',
          ],
        ),
      ],
    },
  ),
  known(
    'h-se13',
    'season',
    'Amsterdam in August',
    { destination: 'Amsterdam', datesTraveling: 'August 17-21, 2026', otherTravelers: 'a friend' },
    {
      place: { name: 'Amsterdam', country: 'Netherlands' },
      days: 5,
      months: [8],
      mustNot: [
        season(
          'Keukenhof and the bulb fields flower mid-March to mid-May; King’s Day is 27 April',
          ['Keukenhof', 'tulip fields', 'bulb fields', 'Koningsdag', "King's Day"],
        ),
        season('the Light Festival runs December-January', [
          'Amsterdam Light Festival',
          'Light Festival',
        ]),
      ],
    },
  ),
  known(
    'h-se14',
    'season',
    'Québec City in July',
    {
      destination: 'Quebec City',
      datesTraveling: 'July 20-24, 2026',
      otherTravelers: 'my husband',
    },
    {
      place: { name: 'Québec|Quebec', country: 'Canada' },
      days: 5,
      months: [7],
      mustNot: [
        season('the Winter Carnival and the ice hotel are January-March', [
          'Winter Carnival',
          'Carnaval de Québec',
          'Bonhomme',
          'Hôtel de Glace',
          'ice hotel',
          'ice canoe',
          'dog sled',
          'dogsled',
          'snowshoe',
          'German Christmas Market',
        ]),
      ],
    },
  ),
  known(
    'h-se15',
    'season',
    'Sapporo in August',
    { destination: 'Sapporo', datesTraveling: 'August 10-14, 2026' },
    {
      place: { name: 'Sapporo', country: 'Japan' },
      days: 5,
      months: [8],
      mustNot: [
        season(
          'the Snow Festival and the Otaru Snow Light Path are February; drift ice is February-March',
          ['Snow Festival', 'Yuki Matsuri', 'Snow Light Path', 'drift ice', 'skiing', 'ski lesson'],
        ),
      ],
    },
  ),
  unknown(
    'h-se16',
    'season',
    'Aurora and huskies in February from London',
    {
      travelMotivation: 'Northern lights, husky sledding and a proper winter wonderland',
      travelTimeline: 'February 2027',
      travelLengthDays: 5,
      departingFrom: 'London',
      otherTravelers: 'my partner',
    },
    {
      minLat: 60,
      months: [2],
      wishes: [['husky', 'dog sled', 'dogsled', 'sled dog']],
      mustNot: [
        season('midnight sun is May-July; puffins are at sea in winter', [
          'midnight sun',
          'puffin',
        ]),
        season(
          'Denali-area lodges, buses and restaurants are closed mid-September to mid-May',
          DENALI_SUMMER_ONLY,
        ),
      ],
    },
  ),

  // ---------------------------------------------------------------- weekday: markets and closing days
  known(
    'h-wd01',
    'weekday',
    'Chiang Mai, Tuesday to Thursday',
    { destination: 'Chiang Mai', datesTraveling: 'March 10-12, 2026', otherTravelers: 'my wife' },
    {
      place: { name: 'Chiang Mai', country: 'Thailand' },
      days: 3,
      weekdays: {
        start: '2026-03-10',
        rules: [
          {
            terms: [
              'Sunday Walking Street',
              'Sunday Market',
              'Sunday Night Market',
              'Tha Phae Walking Street',
              'Ratchadamnoen Walking Street',
            ],
            onlyOn: [SUN],
            reason: 'the Tha Phae Gate walking street market is Sunday evenings only',
          },
          {
            terms: [
              'Saturday Walking Street',
              'Saturday Market',
              'Saturday Night Market',
              'Wua Lai',
            ],
            onlyOn: [SAT],
            reason: 'the Wua Lai walking street market is Saturday evenings only',
          },
        ],
      },
    },
  ),
  known(
    'h-wd02',
    'weekday',
    'Berlin, Wednesday to Friday',
    { destination: 'Berlin', datesTraveling: 'June 10-12, 2026' },
    {
      place: { name: 'Berlin', country: 'Germany' },
      days: 3,
      weekdays: {
        start: '2026-06-10',
        rules: [
          {
            terms: [
              'Mauerpark Flea',
              'Mauerpark flea market',
              'Flohmarkt am Mauerpark',
              'Mauerpark Sunday',
              'Bearpit Karaoke',
              'Mauerpark karaoke',
            ],
            onlyOn: [SUN],
            reason: 'the Mauerpark flea market and karaoke are Sundays only',
          },
          {
            terms: ['Arkonaplatz'],
            onlyOn: [SUN],
            reason: 'the Arkonaplatz flea market is Sundays only',
          },
          {
            terms: ['Street Food Thursday'],
            onlyOn: [THU],
            reason: 'Markthalle Neun’s Street Food Thursday is Thursday evenings',
          },
          {
            terms: ['Türkischer Markt', 'Turkish Market', 'Maybachufer'],
            onlyOn: [TUE, FRI],
            reason: 'the Maybachufer Turkish market is Tuesdays and Fridays',
          },
          {
            terms: ['Kollwitzplatz market', 'Kollwitzmarkt', 'Ökomarkt Kollwitzplatz'],
            onlyOn: [THU, SAT],
            reason: 'the Kollwitzplatz market is Thursdays and Saturdays',
          },
        ],
      },
    },
  ),
  known(
    'h-wd03',
    'weekday',
    'Paris, Monday to Wednesday',
    { destination: 'Paris', datesTraveling: 'May 11-13, 2026', otherTravelers: 'my sister' },
    {
      place: { name: 'Paris', country: 'France' },
      days: 3,
      weekdays: {
        start: '2026-05-11',
        rules: [
          { terms: ['Louvre'], notOn: [TUE], reason: 'the Louvre is closed on Tuesdays' },
          {
            terms: ["Musée d'Orsay", 'Orsay'],
            notOn: [MON],
            reason: 'the Musée d’Orsay is closed on Mondays',
          },
          {
            terms: ['Versailles'],
            notOn: [MON],
            reason: 'the Palace of Versailles is closed on Mondays',
          },
          {
            terms: ["Musée de l'Orangerie", 'Orangerie'],
            notOn: [TUE],
            reason: 'the Orangerie is closed on Tuesdays',
          },
          {
            terms: ['Musée Rodin', 'Rodin Museum'],
            notOn: [MON],
            reason: 'the Musée Rodin is closed on Mondays',
          },
          {
            terms: ['Musée Picasso', 'Picasso Museum'],
            notOn: [MON],
            reason: 'the Musée Picasso is closed on Mondays',
          },
        ],
      },
      mustNot: [
        season('the Centre Pompidou is closed for renovation from 2025 to 2030', [
          'Centre Pompidou',
          'Pompidou Centre',
        ]),
      ],
    },
  ),
  known(
    'h-wd04',
    'weekday',
    'Rome, Saturday to Monday',
    { destination: 'Rome', datesTraveling: 'May 9-11, 2026', otherTravelers: 'my husband' },
    {
      place: { name: 'Rome|Roma', country: 'Italy' },
      days: 3,
      weekdays: {
        start: '2026-05-09',
        rules: [
          {
            terms: ['Vatican Museums', 'Musei Vaticani', 'Sistine Chapel'],
            notOn: [SUN],
            reason:
              'the Vatican Museums close on Sundays except the last Sunday of the month (10 May is not)',
          },
          {
            terms: ['Galleria Borghese', 'Borghese Gallery'],
            notOn: [MON],
            reason: 'the Galleria Borghese is closed on Mondays',
          },
          {
            terms: ['Porta Portese'],
            onlyOn: [SUN],
            reason: 'the Porta Portese flea market is Sunday mornings',
          },
        ],
      },
    },
  ),
  known(
    'h-wd05',
    'weekday',
    'Florence, Sunday to Tuesday',
    { destination: 'Florence', datesTraveling: 'June 14-16, 2026' },
    {
      place: { name: 'Florence|Firenze', country: 'Italy' },
      days: 3,
      weekdays: {
        start: '2026-06-14',
        rules: [
          { terms: ['Uffizi'], notOn: [MON], reason: 'the Uffizi is closed on Mondays' },
          {
            terms: ['Accademia', "Michelangelo's David"],
            notOn: [MON],
            reason: 'the Galleria dell’Accademia is closed on Mondays',
          },
          {
            terms: ['Palazzo Pitti', 'Pitti Palace'],
            notOn: [MON],
            reason: 'the Pitti Palace museums are closed on Mondays',
          },
        ],
      },
    },
  ),
  known(
    'h-wd06',
    'weekday',
    'London, Tuesday to Thursday',
    {
      destination: 'London',
      datesTraveling: 'September 15-17, 2026',
      otherTravelers: 'my partner',
    },
    {
      place: { name: 'London', country: 'United Kingdom|England|UK' },
      days: 3,
      weekdays: {
        start: '2026-09-15',
        rules: [
          {
            terms: ['Columbia Road'],
            onlyOn: [SUN],
            reason: 'Columbia Road Flower Market is Sundays only',
          },
          {
            terms: ['Sunday Upmarket'],
            onlyOn: [SUN],
            reason: 'the Sunday UpMarket on Brick Lane is Sundays',
          },
          {
            terms: ['Broadway Market'],
            onlyOn: [SAT],
            reason: 'Broadway Market (Hackney) is Saturdays',
          },
          {
            terms: ['Maltby Street'],
            onlyOn: [SAT, SUN],
            reason: 'Maltby Street Market is weekends',
          },
        ],
      },
    },
  ),
  known(
    'h-wd07',
    'weekday',
    'Bangkok, Monday to Wednesday',
    { destination: 'Bangkok', datesTraveling: 'July 13-15, 2026' },
    {
      place: { name: 'Bangkok', country: 'Thailand' },
      days: 3,
      weekdays: {
        start: '2026-07-13',
        rules: [
          {
            terms: ['Chatuchak Weekend', 'Chatuchak Market', 'JJ Market'],
            onlyOn: [FRI, SAT, SUN],
            reason: 'Chatuchak is a weekend market (Friday night at the earliest)',
          },
          {
            terms: ['Amphawa'],
            onlyOn: [FRI, SAT, SUN],
            reason: 'the Amphawa floating market runs Friday to Sunday',
          },
          {
            terms: ['Taling Chan'],
            onlyOn: [SAT, SUN],
            reason: 'the Taling Chan floating market is weekends',
          },
        ],
      },
    },
  ),
  known(
    'h-wd08',
    'weekday',
    'Mexico City, Monday to Wednesday',
    {
      destination: 'Mexico City',
      datesTraveling: 'October 12-14, 2026',
      otherTravelers: 'my wife',
    },
    {
      place: { name: 'Mexico City|Ciudad de México|CDMX', country: 'Mexico|México' },
      days: 3,
      weekdays: {
        start: '2026-10-12',
        rules: [
          {
            terms: [
              'Museo Nacional de Antropología',
              'Anthropology Museum',
              'Museum of Anthropology',
            ],
            notOn: [MON],
            reason: 'the Anthropology Museum is closed on Mondays',
          },
          {
            terms: ['Frida Kahlo', 'Casa Azul', 'Blue House'],
            notOn: [MON],
            reason: 'the Frida Kahlo Museum is closed on Mondays',
          },
          {
            terms: ['Chapultepec Castle', 'Castillo de Chapultepec'],
            notOn: [MON],
            reason: 'Chapultepec Castle is closed on Mondays',
          },
          {
            terms: ['Templo Mayor'],
            notOn: [MON],
            reason: 'the Templo Mayor museum and site are closed on Mondays',
          },
          {
            terms: ['Bazar Sábado', 'Bazaar Sábado', 'Saturday Bazaar'],
            onlyOn: [SAT],
            reason: 'the Bazar Sábado in San Ángel is Saturdays',
          },
        ],
      },
    },
  ),
  known(
    'h-wd09',
    'weekday',
    'Istanbul, Sunday to Tuesday',
    {
      destination: 'Istanbul',
      datesTraveling: 'November 8-10, 2026',
      otherTravelers: 'my partner',
    },
    {
      place: { name: 'Istanbul', country: 'Turkey|Türkiye' },
      days: 3,
      weekdays: {
        start: '2026-11-08',
        rules: [
          {
            terms: ['Grand Bazaar', 'Kapalıçarşı', 'Kapalicarsi'],
            notOn: [SUN],
            reason: 'the Grand Bazaar is closed on Sundays',
          },
          {
            terms: ['Topkapı', 'Topkapi'],
            notOn: [TUE],
            reason: 'Topkapı Palace is closed on Tuesdays',
          },
          {
            terms: ['Dolmabahçe', 'Dolmabahce'],
            notOn: [MON],
            reason: 'Dolmabahçe Palace is closed on Mondays',
          },
        ],
      },
    },
  ),
  known(
    'h-wd10',
    'weekday',
    'Montevideo, Monday to Wednesday',
    { destination: 'Montevideo', datesTraveling: 'April 13-15, 2026' },
    {
      place: { name: 'Montevideo', country: 'Uruguay' },
      days: 3,
      weekdays: {
        start: '2026-04-13',
        rules: [
          {
            terms: ['Tristán Narvaja'],
            onlyOn: [SUN],
            reason: 'the Tristán Narvaja street market is Sunday mornings',
          },
        ],
      },
    },
  ),
  known(
    'h-wd11',
    'weekday',
    'Hobart, Tuesday to Thursday',
    { destination: 'Hobart', datesTraveling: 'March 17-19, 2026', otherTravelers: 'my husband' },
    {
      place: { name: 'Hobart', country: 'Australia' },
      days: 3,
      weekdays: {
        start: '2026-03-17',
        rules: [
          { terms: ['Salamanca Market'], onlyOn: [SAT], reason: 'Salamanca Market is Saturdays' },
          { terms: ['Farm Gate Market'], onlyOn: [SUN], reason: 'the Farm Gate Market is Sundays' },
        ],
      },
    },
  ),
  known(
    'h-wd12',
    'weekday',
    'Amsterdam, Tuesday to Thursday',
    { destination: 'Amsterdam', datesTraveling: 'September 22-24, 2026' },
    {
      place: { name: 'Amsterdam', country: 'Netherlands' },
      days: 3,
      weekdays: {
        start: '2026-09-22',
        rules: [
          {
            terms: ['Noordermarkt'],
            onlyOn: [MON, SAT],
            reason: 'the Noordermarkt is Monday (flea) and Saturday (farmers)',
          },
          {
            terms: ['Lindengracht'],
            onlyOn: [SAT],
            reason: 'the Lindengracht market is Saturdays',
          },
        ],
      },
    },
  ),

  // ---------------------------------------------------------------- 15 days with a wheelchair
  known(
    'h-lw01',
    'long-wheelchair',
    'Lisbon for 15 days, wheelchair user',
    {
      destination: 'Lisbon',
      datesTraveling: 'May 4-18, 2026',
      otherTravelers: 'my husband, who uses a wheelchair',
      accessibilityNeeds: true,
    },
    {
      place: { name: 'Lisbon|Lisboa', country: 'Portugal' },
      days: 15,
      wheelchair: true,
      mustNot: [
        access(
          'the old Remodelado trams have high steps; Alfama and the Sintra castle are stairs and cobbles',
          [
            'Tram 28',
            'Elétrico 28',
            'Alfama walking tour',
            'Moorish Castle',
            'Castelo dos Mouros',
            'Initiation Well',
          ],
        ),
      ],
    },
  ),
  known(
    'h-lw02',
    'long-wheelchair',
    'Kyoto for 15 days, wheelchair user',
    {
      destination: 'Kyoto',
      datesTraveling: 'October 5-19, 2026',
      otherTravelers: 'my wife; I use a wheelchair',
      accessibilityNeeds: true,
    },
    {
      place: { name: 'Kyoto', country: 'Japan' },
      days: 15,
      wheelchair: true,
      mustNot: [
        access('mountain trails and long stairways', [
          'Inari summit',
          'summit of Mount Inari',
          'Mount Inari hike',
          'to the summit',
          'Daimonji hike',
          'Kurama',
          'Kurama to Kibune',
        ]),
      ],
    },
  ),
  known(
    'h-lw03',
    'long-wheelchair',
    'Barcelona for 15 days, wheelchair user',
    {
      destination: 'Barcelona',
      datesTraveling: 'September 7-21, 2026',
      otherTravelers: 'my son, who uses a wheelchair',
      accessibilityNeeds: true,
    },
    {
      place: { name: 'Barcelona', country: 'Spain' },
      days: 15,
      wheelchair: true,
      mustNot: [
        access('hilltop bunkers reached by steps and rough paths; the basilica towers are stairs', [
          'Bunkers del Carmel',
          'Turó de la Rovira',
          'Sagrada Família towers',
          'tower climb',
          'Sant Jeroni',
        ]),
      ],
    },
  ),
  known(
    'h-lw04',
    'long-wheelchair',
    'London for 15 days, wheelchair user',
    {
      destination: 'London',
      datesTraveling: 'June 1-15, 2026',
      otherTravelers: 'just me, I use a wheelchair',
      accessibilityNeeds: true,
    },
    {
      place: { name: 'London', country: 'United Kingdom|England|UK' },
      days: 15,
      wheelchair: true,
      mustNot: [
        access('stair-only climbs', [
          'Whispering Gallery',
          'Golden Gallery',
          'Stone Gallery',
          'dome climb',
          'Up at The O2',
          'Monument to the Great Fire',
        ]),
      ],
    },
  ),
  known(
    'h-lw05',
    'long-wheelchair',
    'Rome for 15 days, wheelchair user',
    {
      destination: 'Rome',
      datesTraveling: 'April 13-27, 2026',
      otherTravelers: 'my mother, who uses a wheelchair',
      accessibilityNeeds: true,
    },
    {
      place: { name: 'Rome|Roma', country: 'Italy' },
      days: 15,
      wheelchair: true,
      mustNot: [
        access(
          'the dome of St Peter’s is 320+ steps after the lift; the catacombs are underground stairways',
          [
            'Cupola di San Pietro',
            "St Peter's dome climb",
            'climb the dome',
            'dome climb',
            'catacomb',
            'Scala Santa',
          ],
        ),
      ],
    },
  ),

  // ---------------------------------------------------------------- 15 days with young children
  known(
    'h-lf01',
    'long-family',
    'Paris for 15 days with children of 4 and 6',
    {
      destination: 'Paris',
      datesTraveling: 'July 6-20, 2026',
      otherTravelers: 'my wife and our two kids, 4 and 6',
    },
    {
      place: { name: 'Paris', country: 'France' },
      days: 15,
      kids: true,
      mustNot: [
        {
          kind: 'family',
          terms: [...ADULTS_ONLY, 'Crazy Horse', 'Moulin Rouge', 'Lido', 'Catacombs'],
          reason: 'adult shows and nightlife; the catacombs are long, dark and 200+ steps',
        },
      ],
    },
  ),
  known(
    'h-lf02',
    'long-family',
    'Tokyo for 15 days with children of 4 and 6',
    {
      destination: 'Tokyo',
      datesTraveling: 'August 3-17, 2026',
      otherTravelers: 'my husband and our children (4 and 6)',
    },
    {
      place: { name: 'Tokyo', country: 'Japan' },
      days: 15,
      kids: true,
      mustNot: [
        {
          kind: 'family',
          terms: [...ADULTS_ONLY, 'Golden Gai', 'Robot Restaurant', 'hostess'],
          reason: 'bar districts and adult entertainment',
        },
      ],
    },
  ),
  known(
    'h-lf03',
    'long-family',
    'Copenhagen for 15 days with children of 4 and 6',
    {
      destination: 'Copenhagen',
      datesTraveling: 'July 13-27, 2026',
      otherTravelers: 'my partner and two small children aged 4 and 6',
    },
    {
      place: { name: 'Copenhagen|København', country: 'Denmark' },
      days: 15,
      kids: true,
      mustNot: [
        { kind: 'family', terms: [...ADULTS_ONLY, 'Mikkeller'], reason: 'beer bars and nightlife' },
      ],
    },
  ),
  known(
    'h-lf04',
    'long-family',
    'Sydney for 15 days with children of 4 and 6',
    {
      destination: 'Sydney',
      datesTraveling: 'January 4-18, 2027',
      otherTravelers: 'my wife and our kids, 4 and 6',
    },
    {
      place: { name: 'Sydney', country: 'Australia' },
      days: 15,
      kids: true,
      mustNot: [
        {
          kind: 'family',
          terms: [...ADULTS_ONLY, 'Kings Cross nightlife', 'rooftop bar'],
          reason: 'bars and nightlife',
        },
      ],
    },
  ),
  known(
    'h-lf05',
    'long-family',
    'Edinburgh for 15 days with children of 4 and 6',
    {
      destination: 'Edinburgh',
      datesTraveling: 'July 27 - August 10, 2026',
      otherTravelers: 'my husband and our two children, 4 and 6',
    },
    {
      place: { name: 'Edinburgh', country: 'United Kingdom|Scotland|UK' },
      days: 15,
      kids: true,
      mustNot: [
        {
          kind: 'family',
          terms: [...ADULTS_ONLY, 'ghost tour', "Mary King's Close"],
          reason: 'whisky, pubs and late ghost tours; Mary King’s Close admits no children under 5',
        },
      ],
    },
  ),

  // ---------------------------------------------------------------- diets (case-written restaurant lists)
  known(
    'h-di01',
    'diet',
    'Coeliac in Rome for a week',
    {
      destination: 'Rome',
      datesTraveling: 'May 18-24, 2026',
      dietaryRestrictions: 'coeliac - strictly gluten-free, no cross-contamination',
      otherTravelers: 'my husband',
    },
    {
      place: { name: 'Rome|Roma', country: 'Italy' },
      days: 7,
      diets: ['gluten-free'],
      dietVenues: [
        'Mama Eat',
        'La Soffitta Renovatio',
        'Voglia di Pizza',
        'Risotteria Melotti',
        'Sans de Blé',
        'Celiachiamo',
        'Fatamorgana',
        'Grezzo',
      ],
    },
  ),
  known(
    'h-di02',
    'diet',
    'Halal in Tokyo for a week',
    {
      destination: 'Tokyo',
      datesTraveling: 'April 6-12, 2026',
      dietaryRestrictions: 'halal, please',
      otherTravelers: 'my wife and my mother',
    },
    {
      place: { name: 'Tokyo', country: 'Japan' },
      days: 7,
      diets: ['halal'],
      dietVenues: [
        'Naritaya',
        'Ayam-YA',
        'Ayamya',
        'Ouka',
        'Sekai Cafe',
        'Gyumon',
        'Panga',
        'Honolu',
        'Tokyo Camii',
      ],
    },
  ),
  known(
    'h-di03',
    'diet',
    'Kosher in Paris (catalogue tags: the author does not know enough certified places)',
    {
      destination: 'Paris',
      datesTraveling: 'June 15-19, 2026',
      dietaryRestrictions: 'we keep kosher',
      otherTravelers: 'my husband',
    },
    { place: { name: 'Paris', country: 'France' }, days: 5, diets: ['kosher'] },
  ),
  known(
    'h-di04',
    'diet',
    'Vegan in Berlin for a week',
    {
      destination: 'Berlin',
      datesTraveling: 'September 7-13, 2026',
      dietaryRestrictions: 'strict vegan',
      otherTravelers: 'my girlfriend',
    },
    {
      place: { name: 'Berlin', country: 'Germany' },
      days: 7,
      diets: ['vegan'],
      dietVenues: [
        'Kopps',
        'Frea',
        "Brammibal's",
        'Brammibal',
        'Vöner',
        'Goodies',
        'Chay Viet',
        'Café Vux',
        'SOY',
        'La Stella Nera',
        'Sfizy Veg',
        'Mio Matto',
        'Vaust',
        'Lucky Leek',
        'Cookies Cream',
      ],
    },
  ),
  known(
    'h-di05',
    'diet',
    'Kosher in Rome',
    {
      destination: 'Rome',
      datesTraveling: 'October 5-9, 2026',
      dietaryRestrictions: 'kosher',
      otherTravelers: 'my wife',
    },
    {
      place: { name: 'Rome|Roma', country: 'Italy' },
      days: 5,
      diets: ['kosher'],
      dietVenues: [
        "Ba'Ghetto",
        'BaGhetto',
        'BellaCarne',
        'Bella Carne',
        'Taverna del Ghetto',
        'Yotvata',
        'Boccione',
      ],
    },
  ),
  known(
    'h-di06',
    'diet',
    'Vegetarian in Buenos Aires',
    {
      destination: 'Buenos Aires',
      datesTraveling: 'November 2-6, 2026',
      dietaryRestrictions: 'vegetarian (no meat or fish)',
    },
    {
      place: { name: 'Buenos Aires', country: 'Argentina' },
      days: 5,
      diets: ['vegetarian'],
      dietVenues: [
        'Artemisia',
        'Buenos Aires Verde',
        'Hierbabuena',
        'Sacro',
        'Mudrá',
        'Bio',
        'Güerrín',
        'El Cuartito',
        'Las Cuartetas',
        'Banchero',
      ],
    },
  ),

  // ---------------------------------------------------------------- allergies: dishes that carry the allergen
  known(
    'h-al01',
    'allergy',
    'Peanut allergy in Bangkok',
    {
      destination: 'Bangkok',
      datesTraveling: 'November 16-20, 2026',
      dietaryRestrictions: 'severe peanut allergy (anaphylactic)',
    },
    {
      place: { name: 'Bangkok', country: 'Thailand' },
      days: 5,
      allergies: ['peanut'],
      mustNot: [
        allergen('pad thai, satay, massaman and som tam normally carry peanuts', [
          ...PEANUT_DISHES,
          'Thipsamai',
        ]),
      ],
    },
  ),
  known(
    'h-al02',
    'allergy',
    'Peanut allergy in Singapore',
    {
      destination: 'Singapore',
      datesTraveling: 'August 10-13, 2026',
      dietaryRestrictions: 'my son has a peanut allergy',
      otherTravelers: 'my wife and our son (12)',
    },
    {
      place: { name: 'Singapore', country: 'Singapore' },
      days: 4,
      allergies: ['peanut'],
      mustNot: [
        allergen('satay and rojak come with peanut sauce', [
          ...PEANUT_DISHES,
          'Satay Street',
          'Satay by the Bay',
        ]),
      ],
    },
  ),
  known(
    'h-al03',
    'allergy',
    'Peanut allergy in Bali',
    {
      destination: 'Ubud, Bali',
      datesTraveling: 'June 1-5, 2026',
      dietaryRestrictions: 'peanut allergy',
      otherTravelers: 'my partner',
    },
    {
      place: { name: 'Ubud|Bali', country: 'Indonesia' },
      days: 5,
      allergies: ['peanut'],
      mustNot: [
        allergen('gado-gado, sate and pecel are dressed with peanut sauce', [
          ...PEANUT_DISHES,
          'sate',
        ]),
      ],
    },
  ),
  known(
    'h-al04',
    'allergy',
    'Shellfish allergy in Lima',
    {
      destination: 'Lima',
      datesTraveling: 'September 14-18, 2026',
      dietaryRestrictions: 'severe shellfish allergy',
    },
    {
      place: { name: 'Lima', country: 'Peru' },
      days: 5,
      allergies: ['shellfish'],
      mustNot: [
        allergen('ceviche houses serve mixed seafood and leche de tigre from shared boards', [
          ...SHELLFISH_DISHES,
          'ceviche',
          'cebiche',
          'cevichería',
          'cebichería',
          'leche de tigre',
          'La Mar',
          'Punto Azul',
          'Chez Wong',
        ]),
      ],
    },
  ),
  known(
    'h-al05',
    'allergy',
    'Shellfish allergy in Valencia',
    {
      destination: 'Valencia, Spain',
      datesTraveling: 'June 22-26, 2026',
      dietaryRestrictions: 'allergic to shellfish',
      otherTravelers: 'my husband',
    },
    {
      place: { name: 'Valencia|València', country: 'Spain' },
      days: 5,
      allergies: ['shellfish'],
      mustNot: [
        allergen('seafood paella, arroz a banda, arroz negro and fideuà are made with shellfish', [
          ...SHELLFISH_DISHES,
          'paella de marisco',
          'arroz a banda',
          'arroz negro',
          'fideuà',
          'clóchinas',
          'tellinas',
          'gambas',
        ]),
      ],
    },
  ),
  known(
    'h-al06',
    'allergy',
    'Shellfish allergy in New Orleans',
    {
      destination: 'New Orleans',
      datesTraveling: 'March 23-26, 2026',
      dietaryRestrictions: 'shellfish allergy - no shrimp, crawfish, oysters, crab',
    },
    {
      place: { name: 'New Orleans', country: 'United States|USA|Louisiana' },
      days: 4,
      allergies: ['shellfish'],
      mustNot: [
        allergen('crawfish, shrimp and oyster houses', [
          ...SHELLFISH_DISHES,
          'étouffée',
          'seafood gumbo',
          'Acme Oyster',
          "Drago's",
          'Casamento',
        ]),
      ],
    },
  ),
  known(
    'h-al07',
    'allergy',
    'Sesame allergy in Tel Aviv',
    {
      destination: 'Tel Aviv',
      datesTraveling: 'October 19-23, 2026',
      dietaryRestrictions: 'sesame allergy',
    },
    {
      place: { name: 'Tel Aviv', country: 'Israel' },
      days: 5,
      allergies: ['sesame'],
      mustNot: [
        allergen('hummus, tahini, halva, sabich and falafel all carry sesame', [
          'hummus',
          'tahini',
          'tahina',
          'halva',
          'halvah',
          'sabich',
          'falafel',
          'Abu Hassan',
        ]),
      ],
    },
  ),

  // ---------------------------------------------------------------- avoid-lists with spelling variants
  known(
    'h-av01',
    'avoid',
    'Barcelona, avoiding Las Ramblas',
    { destination: 'Barcelona', datesTraveling: 'May 4-7, 2026', placesToAvoid: 'Las Ramblas' },
    {
      place: { name: 'Barcelona', country: 'Spain' },
      days: 4,
      mustNot: [
        avoidList(
          'La Rambla and the venues on it (the Boqueria, the Liceu, the Virreina)',
          ['La Rambla', 'Las Ramblas', 'the Ramblas', 'Ramblas', 'Boqueria', 'Liceu', 'Virreina'],
          [
            'Nou de la Rambla',
            'Rambla de Catalunya',
            'Rambla del Raval',
            'Rambla de Mar',
            'Rambla del Poblenou',
          ],
        ),
      ],
    },
  ),
  known(
    'h-av02',
    'avoid',
    'Barcelona, avoiding "the Ramblas"',
    {
      destination: 'Barcelona',
      datesTraveling: 'October 12-16, 2026',
      placesToAvoid: 'the Ramblas - too crowded',
      otherTravelers: 'my wife',
    },
    {
      place: { name: 'Barcelona', country: 'Spain' },
      days: 5,
      mustNot: [
        avoidList(
          'La Rambla and the venues on it',
          ['La Rambla', 'Las Ramblas', 'the Ramblas', 'Ramblas', 'Boqueria', 'Liceu', 'Virreina'],
          [
            'Nou de la Rambla',
            'Rambla de Catalunya',
            'Rambla del Raval',
            'Rambla de Mar',
            'Rambla del Poblenou',
          ],
        ),
      ],
    },
  ),
  known(
    'h-av03',
    'avoid',
    'New York, avoiding Times Sq',
    { destination: 'New York', datesTraveling: 'October 5-9, 2026', placesToAvoid: 'Times Sq' },
    {
      place: { name: 'New York', country: 'United States|USA' },
      days: 5,
      mustNot: [
        avoidList('Times Square and what stands on it', [
          'Times Square',
          'Times Sq',
          'TKTS',
          'Marriott Marquis',
        ]),
      ],
    },
  ),
  known(
    'h-av04',
    'avoid',
    'Amsterdam, avoiding the red-light district',
    {
      destination: 'Amsterdam',
      datesTraveling: 'May 18-21, 2026',
      placesToAvoid: 'red-light district',
      otherTravelers: 'my parents',
    },
    {
      place: { name: 'Amsterdam', country: 'Netherlands' },
      days: 4,
      mustNot: [
        avoidList('De Wallen and the churches and museums inside it', [
          'Red Light District',
          'De Wallen',
          'Wallen',
          'Oudezijds Achterburgwal',
          'Oude Kerk',
          'Our Lord in the Attic',
          'Ons Lieve Heer',
          'Red Light Secrets',
        ]),
      ],
    },
  ),
  known(
    'h-av05',
    'avoid',
    'Bangkok, avoiding Khao San Rd',
    { destination: 'Bangkok', datesTraveling: 'December 1-4, 2026', placesToAvoid: 'Khao San Rd' },
    {
      place: { name: 'Bangkok', country: 'Thailand' },
      days: 4,
      mustNot: [
        avoidList('Khao San Road and its side street', [
          'Khao San',
          'Khaosan',
          'Khao Sarn',
          'Rambuttri',
        ]),
      ],
    },
  ),
  known(
    'h-av06',
    'avoid',
    'Prague, avoiding Old Town Sq',
    {
      destination: 'Prague',
      datesTraveling: 'April 20-23, 2026',
      placesToAvoid: 'Old Town Sq (hate the crowds)',
    },
    {
      place: { name: 'Prague|Praha', country: 'Czech Republic|Czechia' },
      days: 4,
      mustNot: [
        avoidList('the square and the clock, town hall and church on it', [
          'Old Town Square',
          'Old Town Sq',
          'Staroměstské náměstí',
          'Astronomical Clock',
          'Orloj',
          'Old Town Hall',
          'Týn',
        ]),
      ],
    },
  ),
  known(
    'h-av07',
    'avoid',
    'London, avoiding Leicester Sq and Piccadilly Circus',
    {
      destination: 'London',
      datesTraveling: 'May 25-28, 2026',
      placesToAvoid: 'Leicester Sq, Piccadilly Circus',
    },
    {
      place: { name: 'London', country: 'United Kingdom|England|UK' },
      days: 4,
      mustNot: [
        avoidList('the two squares', [
          'Leicester Square',
          'Leicester Sq',
          'Piccadilly Circus',
          'Criterion',
        ]),
      ],
    },
  ),
  known(
    'h-av08',
    'avoid',
    "Venice, avoiding St Mark's Sq",
    {
      destination: 'Venice',
      datesTraveling: 'September 28 - October 1, 2026',
      placesToAvoid: "St Mark's Sq",
      otherTravelers: 'my wife',
    },
    {
      place: { name: 'Venice|Venezia', country: 'Italy' },
      days: 4,
      mustNot: [
        avoidList('the piazza and the buildings on it', [
          "St Mark's Square",
          "St. Mark's Square",
          "Saint Mark's Square",
          "St Mark's Sq",
          'Piazza San Marco',
          "St Mark's Basilica",
          "St. Mark's Basilica",
          'Basilica di San Marco',
          "St Mark's Campanile",
          "Doge's Palace",
          'Palazzo Ducale',
          'Caffè Florian',
          'Quadri',
        ]),
      ],
    },
  ),

  // ---------------------------------------------------------------- occasions
  known(
    'h-oc01',
    'occasion',
    'Honeymoon in Santorini',
    {
      destination: 'Santorini',
      datesTraveling: 'June 15-19, 2026',
      otherTravelers: 'my wife',
      plansSoFar: 'It is our honeymoon! We would love a sunset dinner.',
    },
    {
      place: { name: 'Santorini|Oia|Fira|Thira', country: 'Greece' },
      days: 5,
      occasion: ['honeymoon', 'newlywed', 'just married'],
      wishes: [['sunset']],
    },
  ),
  known(
    'h-oc02',
    'occasion',
    '50th birthday in Paris',
    {
      destination: 'Paris',
      datesTraveling: 'October 14-18, 2026',
      otherTravelers: 'my husband',
      plansSoFar:
        "I'm celebrating my 50th birthday on the 16th - one really special dinner, please.",
    },
    {
      place: { name: 'Paris', country: 'France' },
      days: 5,
      occasion: ['birthday', '50th'],
    },
  ),
  known(
    'h-oc03',
    'occasion',
    '25th anniversary in Venice',
    {
      destination: 'Venice',
      datesTraveling: 'May 11-14, 2026',
      otherTravelers: 'my wife',
      plansSoFar: 'Our 25th wedding anniversary. A gondola ride for sure.',
    },
    {
      place: { name: 'Venice|Venezia', country: 'Italy' },
      days: 4,
      occasion: ['anniversary'],
      wishes: [['gondola']],
    },
  ),
  known(
    'h-oc04',
    'occasion',
    '10th anniversary in Kyoto',
    {
      destination: 'Kyoto',
      datesTraveling: 'April 20-24, 2026',
      otherTravelers: 'my husband',
      plansSoFar:
        "It's our tenth anniversary - we'd love a night in a ryokan and a kaiseki dinner.",
    },
    {
      place: { name: 'Kyoto', country: 'Japan' },
      days: 5,
      occasion: ['anniversary'],
      wishes: [['ryokan'], ['kaiseki']],
    },
  ),
  known(
    'h-oc05',
    'occasion',
    "Husband's 40th birthday in Lisbon",
    {
      destination: 'Lisbon',
      datesTraveling: 'September 10-14, 2026',
      otherTravelers: 'my husband',
      plansSoFar: "It's my husband's 40th birthday on the 12th. He loves fado.",
    },
    {
      place: { name: 'Lisbon|Lisboa', country: 'Portugal' },
      days: 5,
      occasion: ['birthday', '40th'],
      wishes: [['fado']],
    },
  ),
  unknown(
    'h-oc06',
    'occasion',
    'Honeymoon, beaches and food, from New York',
    {
      travelMotivation: 'Our honeymoon! Beaches, great food and a bit of luxury',
      travelTimeline: 'September',
      travelLengthDays: 8,
      departingFrom: 'New York',
      otherTravelers: 'my new wife',
      budgetRange: [5000, 9000],
    },
    {
      days: 8,
      occasion: ['honeymoon', 'newlywed', 'just married'],
      interests: [['beach'], ['food', 'cuisine', 'restaurant', 'seafood', 'dining']],
    },
  ),
  unknown(
    'h-oc07',
    'occasion',
    "Mum's 70th birthday trip, gardens and gentle walks, from London",
    {
      travelMotivation: "A trip for my mum's 70th birthday - she loves gardens and gentle walks",
      travelTimeline: 'May',
      travelLengthDays: 5,
      departingFrom: 'London',
      otherTravelers: 'my mum (turning 70)',
      maxTravelDistance: 'a short flight',
    },
    {
      days: 5,
      occasion: ['birthday', '70th'],
      interests: [['garden'], ['walk', 'stroll']],
    },
  ),

  // ---------------------------------------------------------------- free-text interests shape the reasons
  unknown(
    'h-in01',
    'interests',
    'Hiking and good beer with adult sons, from Manchester',
    {
      travelMotivation: 'Hiking and good beer with my two adult sons',
      travelTimeline: 'June',
      travelLengthDays: 6,
      departingFrom: 'Manchester',
      otherTravelers: 'my two adult sons',
    },
    {
      kids: false,
      interests: [
        ['hike', 'hiking', 'trail', 'trek', 'walking'],
        ['beer', 'brewery', 'breweries', 'pub', 'ale'],
      ],
      wishes: [
        ['hike', 'hiking', 'trail', 'trek'],
        ['beer', 'brewery', 'breweries', 'pub'],
      ],
    },
  ),
  unknown(
    'h-in02',
    'interests',
    'Museums and cathedrals in Europe, from Boston',
    {
      travelMotivation: 'Museums, art galleries and cathedrals; a few nice cafés',
      travelTimeline: 'October',
      travelLengthDays: 7,
      departingFrom: 'Boston',
      destinationPreferences: ['Europe'],
    },
    {
      accept: { continents: ['Europe'] },
      interests: [
        ['museum', 'gallery', 'galleries', 'art'],
        ['cathedral', 'church', 'basilica'],
      ],
      wishes: [
        ['museum', 'gallery', 'galleries'],
        ['cathedral', 'basilica', 'church'],
      ],
    },
  ),
  unknown(
    'h-in03',
    'interests',
    'Live jazz every night, from London',
    {
      travelMotivation: 'Live jazz every night, and good food',
      travelTimeline: 'April',
      travelLengthDays: 5,
      departingFrom: 'London',
      otherTravelers: 'my partner',
    },
    {
      interests: [['jazz', 'live music', 'blues']],
      wishes: [['jazz']],
    },
  ),
  unknown(
    'h-in04',
    'interests',
    'Craft beer weekend from Seattle',
    {
      travelMotivation: 'Craft beer, brewery taprooms and food trucks',
      travelTimeline: 'a long weekend in August',
      travelLengthDays: 3,
      departingFrom: 'Seattle',
      otherTravelers: 'two friends',
      maxTravelDistance: 'within a 3 hour flight',
    },
    {
      within: { km: 2500, from: HOME.seattle },
      interests: [['beer', 'brewery', 'breweries', 'taproom', 'brewpub']],
      wishes: [['beer', 'brewery', 'breweries', 'taproom']],
    },
  ),
  unknown(
    'h-in05',
    'interests',
    'Serious mountain hiking, from Amsterdam',
    {
      travelMotivation: 'Serious hiking: long mountain trails, huts and big views',
      travelTimeline: 'July',
      travelLengthDays: 7,
      departingFrom: 'Amsterdam',
      otherTravelers: 'my friend',
    },
    {
      interests: [['hike', 'hiking', 'trail', 'trek', 'trekking', 'hut']],
      wishes: [['hike', 'hiking', 'trail', 'trek']],
    },
  ),
  unknown(
    'h-in06',
    'interests',
    'Diving and snorkelling on a reef, from Sydney',
    {
      travelMotivation: 'Scuba diving and snorkelling on a coral reef',
      travelTimeline: 'September',
      travelLengthDays: 8,
      departingFrom: 'Sydney',
      otherTravelers: 'my husband',
    },
    {
      interests: [['dive', 'diving', 'scuba', 'snorkel', 'snorkelling', 'snorkeling', 'reef']],
      wishes: [
        ['dive', 'diving', 'scuba'],
        ['snorkel', 'snorkelling', 'snorkeling'],
      ],
    },
  ),

  // ---------------------------------------------------------------- countries and regions typed as the destination
  known(
    'h-cr01',
    'country-region',
    'Japan as the destination',
    { destination: 'Japan', datesTraveling: 'April 6-12, 2026', otherTravelers: 'my wife' },
    {
      place: {
        name: 'Japan|Tokyo|Kyoto|Osaka|Nara|Hiroshima|Hakone|Kanazawa|Takayama|Nikko|Sapporo',
        country: 'Japan',
      },
      days: 7,
    },
  ),
  known(
    'h-cr02',
    'country-region',
    'Hawaii as the destination',
    { destination: 'Hawaii', datesTraveling: 'March 20-26, 2026', otherTravelers: 'my husband' },
    {
      place: {
        name: 'Hawaii|Honolulu|Oahu|Waikiki|Maui|Lahaina|Kihei|Kauai|Kona|Hilo|Big Island|Volcano',
        country: 'United States|USA|Hawaii',
      },
      days: 7,
    },
  ),
  known(
    'h-cr03',
    'country-region',
    'Tuscany as the destination',
    { destination: 'Tuscany', datesTraveling: 'September 21-26, 2026' },
    {
      place: {
        name: 'Tuscany|Toscana|Florence|Siena|Lucca|Pisa|San Gimignano|Montepulciano|Montalcino|Pienza|Cortona|Arezzo|Volterra|Chianti|Greve|Val d Orcia|Maremma',
        country: 'Italy',
      },
      days: 6,
    },
  ),
  known(
    'h-cr04',
    'country-region',
    'The Scottish Highlands as the destination',
    {
      destination: 'Scottish Highlands',
      datesTraveling: 'June 8-13, 2026',
      otherTravelers: 'my wife',
    },
    {
      place: {
        name: 'Highlands|Inverness|Fort William|Glencoe|Glen Coe|Skye|Portree|Aviemore|Cairngorms|Pitlochry|Oban|Ullapool|Loch Ness|Torridon|Plockton',
        country: 'United Kingdom|Scotland|UK',
      },
      days: 6,
    },
  ),
  known(
    'h-cr05',
    'country-region',
    'Portugal as the destination',
    { destination: 'Portugal', datesTraveling: 'May 4-10, 2026' },
    {
      place: {
        name: 'Portugal|Lisbon|Lisboa|Porto|Sintra|Lagos|Faro|Algarve|Douro|Évora|Coimbra|Cascais|Funchal|Madeira|Azores',
        country: 'Portugal',
      },
      days: 7,
    },
  ),
  known(
    'h-cr06',
    'country-region',
    'Iceland as the destination',
    { destination: 'Iceland', datesTraveling: 'August 3-8, 2026', otherTravelers: 'my partner' },
    {
      place: { name: 'Iceland|Reykjavík|Reykjavik|Vík|Akureyri|Húsavík|Höfn', country: 'Iceland' },
      days: 6,
    },
  ),
  known(
    'h-cr07',
    'country-region',
    'Morocco as the destination',
    { destination: 'Morocco', datesTraveling: 'October 19-25, 2026' },
    {
      place: {
        name: 'Morocco|Marrakech|Marrakesh|Fes|Fez|Chefchaouen|Essaouira|Casablanca|Rabat|Tangier|Merzouga',
        country: 'Morocco',
      },
      days: 7,
    },
  ),
  known(
    'h-cr08',
    'country-region',
    'Peru as the destination',
    { destination: 'Peru', datesTraveling: 'May 11-18, 2026', otherTravelers: 'my brother' },
    {
      place: {
        name: 'Peru|Cusco|Cuzco|Lima|Machu Picchu|Sacred Valley|Arequipa|Puno|Urubamba|Ollantaytambo|Aguas Calientes',
        country: 'Peru',
      },
      days: 8,
    },
  ),
  known(
    'h-cr09',
    'country-region',
    'Greece as the destination',
    { destination: 'Greece', datesTraveling: 'June 1-7, 2026', otherTravelers: 'my wife' },
    {
      place: {
        name: 'Greece|Athens|Santorini|Mykonos|Crete|Chania|Heraklion|Rhodes|Corfu|Naxos|Paros|Nafplio|Thessaloniki|Meteora|Milos|Zakynthos|Kefalonia',
        country: 'Greece',
      },
      days: 7,
    },
  ),
  known(
    'h-cr10',
    'country-region',
    'Norway as the destination',
    { destination: 'Norway', datesTraveling: 'July 13-18, 2026' },
    {
      place: {
        name: 'Norway|Oslo|Bergen|Tromsø|Tromso|Lofoten|Reine|Flåm|Flam|Geiranger|Ålesund|Stavanger|Trondheim',
        country: 'Norway',
      },
      days: 6,
    },
  ),
  known(
    'h-cr11',
    'country-region',
    'Costa Rica as the destination',
    {
      destination: 'Costa Rica',
      datesTraveling: 'January 10-16, 2027',
      otherTravelers: 'my husband',
    },
    {
      place: {
        name: 'Costa Rica|San José|La Fortuna|Arenal|Monteverde|Manuel Antonio|Tamarindo|Puerto Viejo|Tortuguero',
        country: 'Costa Rica',
      },
      days: 7,
    },
  ),
  known(
    'h-cr12',
    'country-region',
    'The Canary Islands as the destination',
    { destination: 'Canary Islands', datesTraveling: 'November 23-28, 2026' },
    {
      place: {
        name: 'Canary|Canarias|Tenerife|Lanzarote|Gran Canaria|Fuerteventura|La Palma|La Gomera|Las Palmas|Puerto de la Cruz',
        country: 'Spain',
      },
      days: 6,
    },
  ),
  known(
    'h-cr13',
    'country-region',
    'Bavaria as the destination',
    { destination: 'Bavaria', datesTraveling: 'September 7-12, 2026', otherTravelers: 'my wife' },
    {
      place: {
        name: 'Bavaria|Bayern|Munich|München|Füssen|Neuschwanstein|Garmisch|Berchtesgaden|Nuremberg|Nürnberg|Bamberg|Würzburg|Rothenburg|Regensburg',
        country: 'Germany',
      },
      days: 6,
    },
  ),
  known(
    'h-cr14',
    'country-region',
    'Sardinia as the destination',
    { destination: 'Sardinia', datesTraveling: 'June 15-20, 2026', otherTravelers: 'my partner' },
    {
      place: {
        name: 'Sardinia|Sardegna|Cagliari|Alghero|Olbia|Costa Smeralda|Porto Cervo|Sassari|Cala Gonone|Villasimius',
        country: 'Italy',
      },
      days: 6,
    },
  ),
  known(
    'h-cr15',
    'country-region',
    'Cornwall as the destination',
    { destination: 'Cornwall', datesTraveling: 'August 24-28, 2026', otherTravelers: 'my husband' },
    {
      place: {
        name: 'Cornwall|St Ives|Penzance|Falmouth|Padstow|Newquay|Fowey|Mousehole|St Austell',
        country: 'United Kingdom|England|UK',
      },
      days: 5,
    },
  ),
  known(
    'h-cr16',
    'country-region',
    'Patagonia as the destination',
    {
      destination: 'Patagonia',
      datesTraveling: 'January 18-25, 2027',
      otherTravelers: 'my friend',
    },
    {
      place: {
        name: 'Patagonia|El Calafate|El Chaltén|El Chalten|Ushuaia|Bariloche|Torres del Paine|Puerto Natales|Punta Arenas|Puerto Madryn',
        country: 'Argentina|Chile',
      },
      days: 8,
    },
  ),
];
