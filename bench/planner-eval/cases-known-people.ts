/** Known destinations: the party, seniors, wheelchair users and named wishes. */
import { known } from './cases-helpers.ts';
import type { EvalCase } from './types.ts';

export const knownPeopleCases: EvalCase[] = [
  // The party.
  known(
    'kf01',
    'party',
    'Father with two grown sons',
    {
      destination: 'Lisbon',
      datesTraveling: 'June 3-7',
      otherTravelers: 'my two adult sons',
      plansSoFar: 'Good bars, fado, seafood',
      experiencePriorities: ['Nightlife & Entertainment'],
    },
    {
      place: { name: 'Lisbon', country: 'Portugal' },
      days: 5,
      kids: false,
      wishes: [['fado'], ['bar']],
    },
  ),
  known(
    'kf02',
    'party',
    'Family with young children',
    {
      destination: 'Paris',
      datesTraveling: 'April 10-15',
      otherTravelers: 'with our kids aged 4 and 7',
    },
    { place: { name: 'Paris', country: 'France' }, days: 6, kids: true },
  ),
  known(
    'kf03',
    'party',
    'Mother and grown son',
    {
      destination: 'Berlin',
      datesTraveling: 'five days in May',
      otherTravelers: 'me and my 30-year-old son',
      plansSoFar: 'History and techno',
    },
    { place: { name: 'Berlin', country: 'Germany' }, days: 5, kids: false },
  ),
  known(
    'kf04',
    'party',
    'Couple with a toddler',
    {
      destination: 'Rome',
      datesTraveling: 'a week in October',
      otherTravelers: 'husband and our 2 year old',
    },
    { place: { name: 'Rome', country: 'Italy' }, days: 7, kids: true },
  ),
  known(
    'kf05',
    'party',
    'Three adult sisters',
    {
      destination: 'Barcelona',
      datesTraveling: 'four days in September',
      otherTravelers: 'my two sisters (we are all in our 40s)',
      plansSoFar: 'Tapas and nightlife',
    },
    { place: { name: 'Barcelona', country: 'Spain' }, days: 4, kids: false, wishes: [['tapas']] },
  ),
  // Seniors.
  known(
    'ks01',
    'seniors',
    'Daughter with her 82-year-old mother',
    {
      destination: 'Vienna',
      datesTraveling: 'May 5-9',
      otherTravelers: 'my mother, who is 82 and walks with a cane',
      plansSoFar: 'Classical music and cafés',
    },
    {
      place: { name: 'Vienna', country: 'Austria' },
      days: 5,
      noKinds: ['hike', 'adventure'],
      wishes: [
        ['concert', 'opera', 'music'],
        ['café', 'cafe', 'coffee'],
      ],
    },
  ),
  known(
    'ks02',
    'seniors',
    'Retired couple in their 70s',
    {
      destination: 'Kyoto',
      datesTraveling: 'November 3-9',
      otherTravelers: 'my wife; we are both in our seventies and walk slowly',
      dayStructurePreferences: ['Taking your time'],
    },
    { place: { name: 'Kyoto', country: 'Japan' }, days: 7, noKinds: ['hike', 'adventure'] },
  ),
  known(
    'ks03',
    'seniors',
    'Grandmother of 85',
    {
      destination: 'Edinburgh',
      datesTraveling: 'four days in August',
      otherTravelers: 'my grandmother (85)',
    },
    {
      place: { name: 'Edinburgh', country: 'United Kingdom' },
      days: 4,
      noKinds: ['hike', 'adventure'],
    },
  ),
  // Wheelchair users.
  known(
    'kw01',
    'wheelchair',
    'Wheelchair user in Lisbon',
    {
      destination: 'Lisbon',
      datesTraveling: 'May 10-14',
      otherTravelers: 'my partner; I use a wheelchair',
      accessibilityNeeds: true,
    },
    { place: { name: 'Lisbon', country: 'Portugal' }, days: 5, wheelchair: true },
  ),
  known(
    'kw02',
    'wheelchair',
    'Wheelchair user in Paris',
    { destination: 'Paris', datesTraveling: 'June 1-5', accessibilityNeeds: true },
    { place: { name: 'Paris', country: 'France' }, days: 5, wheelchair: true },
  ),
  known(
    'kw03',
    'wheelchair',
    'Wheelchair user in Barcelona',
    {
      destination: 'Barcelona',
      datesTraveling: 'five days in October',
      accessibilityNeeds: true,
      plansSoFar: 'Sagrada Familia',
    },
    {
      place: { name: 'Barcelona', country: 'Spain' },
      days: 5,
      wheelchair: true,
      wishes: [['Sagrada']],
    },
  ),
  known(
    'kw04',
    'wheelchair',
    'Wheelchair user in London',
    { destination: 'London', datesTraveling: 'a week in September', accessibilityNeeds: true },
    { place: { name: 'London', country: 'United Kingdom' }, days: 7, wheelchair: true },
  ),
  known(
    'kw05',
    'wheelchair',
    'Wheelchair user in Tokyo',
    { destination: 'Tokyo', datesTraveling: 'five days in April', accessibilityNeeds: true },
    { place: { name: 'Tokyo', country: 'Japan' }, days: 5, wheelchair: true },
  ),
  // Named wishes.
  known(
    'kn01',
    'named-wish',
    'Broadway fan',
    {
      destination: 'New York',
      datesTraveling: 'December 2-6',
      plansSoFar: 'We want to see a Broadway show and the Christmas tree',
    },
    {
      place: { name: 'New York', country: 'United States' },
      days: 5,
      wishes: [
        ['Broadway', 'theater', 'theatre'],
        ['Rockefeller', 'Christmas tree'],
      ],
    },
  ),
  known(
    'kn02',
    'named-wish',
    'Custard tart lover',
    {
      destination: 'Lisbon',
      datesTraveling: 'May 10-14',
      plansSoFar: 'Eat pastel de nata every day and hear fado',
    },
    {
      place: { name: 'Lisbon', country: 'Portugal' },
      days: 5,
      wishes: [['nata', 'custard tart'], ['fado']],
    },
  ),
  known(
    'kn03',
    'named-wish',
    'Flamenco evening',
    { destination: 'Seville', datesTraveling: 'April 20-24', plansSoFar: 'A real flamenco show' },
    { place: { name: 'Seville', country: 'Spain' }, days: 5, wishes: [['flamenco']] },
  ),
  known(
    'kn04',
    'named-wish',
    'Ramen pilgrim',
    {
      destination: 'Tokyo',
      datesTraveling: 'a week in October',
      plansSoFar: 'Ramen, sushi at the fish market, and a sumo tournament',
    },
    {
      place: { name: 'Tokyo', country: 'Japan' },
      days: 7,
      wishes: [['ramen'], ['sushi', 'Tsukiji', 'Toyosu'], ['sumo']],
    },
  ),
  known(
    'kn05',
    'named-wish',
    'Opera night',
    {
      destination: 'Vienna',
      datesTraveling: 'January 10-14',
      plansSoFar: 'A night at the State Opera and Sachertorte',
    },
    {
      place: { name: 'Vienna', country: 'Austria' },
      days: 5,
      wishes: [['State Opera', 'Staatsoper', 'opera'], ['Sacher']],
    },
  ),
  known(
    'kn06',
    'named-wish',
    'Jazz pilgrimage',
    {
      destination: 'New Orleans',
      datesTraveling: 'a long weekend in March',
      plansSoFar: 'Jazz at Preservation Hall and beignets',
    },
    {
      place: { name: 'New Orleans', country: 'United States' },
      days: 3,
      wishes: [['Preservation Hall', 'jazz'], ['beignet']],
    },
  ),
  known(
    'kn07',
    'named-wish',
    'Football fan',
    {
      destination: 'London',
      datesTraveling: 'four days in November',
      plansSoFar: 'Watch a Premier League football match and see a West End musical',
    },
    {
      place: { name: 'London', country: 'United Kingdom' },
      days: 4,
      wishes: [
        ['football', 'Premier League', 'stadium'],
        ['West End', 'musical', 'theatre'],
      ],
    },
  ),
  known(
    'kn08',
    'named-wish',
    'Gondola and Murano',
    {
      destination: 'Venice',
      datesTraveling: 'three days in May',
      plansSoFar: 'Ride a gondola and see glass blowing on Murano',
    },
    {
      place: { name: 'Venice', country: 'Italy' },
      days: 3,
      wishes: [['gondola'], ['Murano', 'glass']],
    },
  ),
  known(
    'kn09',
    'named-wish',
    'Tango',
    {
      destination: 'Buenos Aires',
      datesTraveling: 'five days in November',
      plansSoFar: 'A tango show, a steak dinner and La Boca',
    },
    {
      place: { name: 'Buenos Aires', country: 'Argentina' },
      days: 5,
      wishes: [['tango'], ['steak', 'parrilla', 'asado'], ['La Boca', 'Caminito']],
    },
  ),
  known(
    'kn10',
    'named-wish',
    'Deep dish and blues',
    {
      destination: 'Chicago',
      datesTraveling: 'a weekend in June',
      plansSoFar: 'Deep dish pizza and a blues club',
    },
    {
      place: { name: 'Chicago', country: 'United States' },
      days: 2,
      wishes: [['deep dish', 'pizza'], ['blues']],
    },
  ),
];
