/** Known destinations: diets, allergies, places to avoid, family budgets, long trips and seasons. */
import { known } from './cases-helpers.ts';
import type { EvalCase } from './types.ts';

export const knownNeedsCases: EvalCase[] = [
  // Diets.
  known(
    'kd01',
    'diet',
    'Coeliac in Rome',
    {
      destination: 'Rome',
      datesTraveling: 'May 3-8',
      dietaryRestrictions: 'coeliac, strictly gluten-free',
    },
    { place: { name: 'Rome', country: 'Italy' }, days: 6, diets: ['gluten-free'] },
  ),
  known(
    'kd02',
    'diet',
    'Halal in London',
    {
      destination: 'London',
      datesTraveling: 'five days in July',
      dietaryRestrictions: 'halal only',
    },
    { place: { name: 'London', country: 'United Kingdom' }, days: 5, diets: ['halal'] },
  ),
  known(
    'kd03',
    'diet',
    'Halal in Tokyo',
    {
      destination: 'Tokyo',
      datesTraveling: 'a week in April',
      dietaryRestrictions: 'We eat halal',
    },
    { place: { name: 'Tokyo', country: 'Japan' }, days: 7, diets: ['halal'] },
  ),
  known(
    'kd04',
    'diet',
    'Kosher in New York',
    {
      destination: 'New York City',
      datesTraveling: 'four days in May',
      dietaryRestrictions: 'kosher',
    },
    { place: { name: 'New York', country: 'United States' }, days: 4, diets: ['kosher'] },
  ),
  known(
    'kd05',
    'diet',
    'Gluten-free in Barcelona',
    {
      destination: 'Barcelona',
      datesTraveling: 'five days in June',
      dietaryRestrictions: 'celiac',
    },
    { place: { name: 'Barcelona', country: 'Spain' }, days: 5, diets: ['gluten-free'] },
  ),
  known(
    'kd06',
    'diet',
    'Halal in Paris',
    { destination: 'Paris', datesTraveling: 'a week in May', dietaryRestrictions: 'halal' },
    { place: { name: 'Paris', country: 'France' }, days: 7, diets: ['halal'] },
  ),
  known(
    'kd07',
    'diet',
    'Vegan in Berlin',
    { destination: 'Berlin', datesTraveling: 'four days in June', dietaryRestrictions: 'vegan' },
    { place: { name: 'Berlin', country: 'Germany' }, days: 4, diets: ['vegan'] },
  ),
  // Allergies outside the five diet tags.
  known(
    'ka01',
    'allergy',
    'Nut allergy in Bangkok',
    {
      destination: 'Bangkok',
      datesTraveling: 'five days in February',
      dietaryRestrictions: 'severe peanut and tree nut allergy',
    },
    { place: { name: 'Bangkok', country: 'Thailand' }, days: 5, allergies: ['nut'] },
  ),
  known(
    'ka02',
    'allergy',
    'Shellfish allergy in Lisbon',
    {
      destination: 'Lisbon',
      datesTraveling: 'May 10-14',
      dietaryRestrictions: 'shellfish allergy',
    },
    { place: { name: 'Lisbon', country: 'Portugal' }, days: 5, allergies: ['shellfish'] },
  ),
  known(
    'ka03',
    'allergy',
    'Vegetarian with a nut allergy',
    {
      destination: 'Singapore',
      datesTraveling: 'four days in March',
      dietaryRestrictions: 'vegetarian, and allergic to nuts',
    },
    {
      place: { name: 'Singapore', country: 'Singapore' },
      days: 4,
      diets: ['vegetarian'],
      allergies: ['nut'],
    },
  ),
  known(
    'ka04',
    'allergy',
    'Sesame allergy in Istanbul',
    {
      destination: 'Istanbul',
      datesTraveling: 'five days in October',
      dietaryRestrictions: 'sesame allergy',
    },
    { place: { name: 'Istanbul', country: 'Turkey' }, days: 5, allergies: ['sesame'] },
  ),
  known(
    'ka05',
    'allergy',
    'Lactose intolerant in Paris',
    {
      destination: 'Paris',
      datesTraveling: 'four days in June',
      dietaryRestrictions: 'lactose intolerant, no dairy',
    },
    { place: { name: 'Paris', country: 'France' }, days: 4, allergies: ['dairy|lactose'] },
  ),
  // Places to avoid.
  known(
    'kv01',
    'avoid',
    'No nightlife district',
    {
      destination: 'Lisbon',
      datesTraveling: 'May 10-14',
      placesToAvoid: "Please don't put us right on the Bairro Alto, too noisy",
    },
    { place: { name: 'Lisbon', country: 'Portugal' }, days: 5, avoid: ['Bairro Alto'] },
  ),
  known(
    'kv02',
    'avoid',
    'Skip Montmartre',
    {
      destination: 'Paris',
      datesTraveling: 'five days in May',
      placesToAvoid: 'Montmartre and the Eiffel Tower crowds',
    },
    { place: { name: 'Paris', country: 'France' }, days: 5, avoid: ['Montmartre', 'Eiffel'] },
  ),
  known(
    'kv03',
    'avoid',
    'No Times Square',
    {
      destination: 'New York',
      datesTraveling: 'five days in October',
      placesToAvoid: 'anything in Times Square',
    },
    { place: { name: 'New York', country: 'United States' }, days: 5, avoid: ['Times Square'] },
  ),
  known(
    'kv04',
    'avoid',
    'Skip La Rambla',
    {
      destination: 'Barcelona',
      datesTraveling: 'four days in June',
      placesToAvoid: 'La Rambla (pickpockets)',
    },
    { place: { name: 'Barcelona', country: 'Spain' }, days: 4, avoid: ['Rambla'] },
  ),
  known(
    'kv05',
    'avoid',
    'No Shoreditch',
    {
      destination: 'London',
      datesTraveling: 'five days in June',
      placesToAvoid: 'Shoreditch and Camden',
    },
    {
      place: { name: 'London', country: 'United Kingdom' },
      days: 5,
      avoid: ['Shoreditch', 'Camden'],
    },
  ),
  known(
    'kv06',
    'avoid',
    'Avoid the Marais',
    {
      destination: 'Paris',
      datesTraveling: 'four days in September',
      placesToAvoid: 'do not book us a hotel in Le Marais',
    },
    { place: { name: 'Paris', country: 'France' }, days: 4, avoid: ['Marais'] },
  ),
  // Family budgets: the slider is the party's total.
  known(
    'kb01',
    'family-budget',
    'Family of four in Paris on $3,000',
    {
      destination: 'Paris',
      datesTraveling: 'a week in July',
      otherTravelers: 'my wife and our two kids (6 and 9)',
      budgetRange: 3000,
    },
    {
      place: { name: 'Paris', country: 'France' },
      days: 7,
      kids: true,
      budget: { maxStayLevel: 2, partyTotal: true },
    },
  ),
  known(
    'kb02',
    'family-budget',
    'Family of five in London on $4,000',
    {
      destination: 'London',
      datesTraveling: 'five days in August',
      otherTravelers: 'husband and three kids aged 5, 8 and 12',
      budgetRange: 4000,
    },
    {
      place: { name: 'London', country: 'United Kingdom' },
      days: 5,
      kids: true,
      budget: { maxStayLevel: 2, partyTotal: true },
    },
  ),
  known(
    'kb03',
    'family-budget',
    'Family of four in New York on $3,500',
    {
      destination: 'New York',
      datesTraveling: 'six days in April',
      otherTravelers: 'partner and 2 children ages 7 and 10',
      budgetRange: 3500,
    },
    {
      place: { name: 'New York', country: 'United States' },
      days: 6,
      kids: true,
      budget: { maxStayLevel: 2, partyTotal: true },
    },
  ),
  known(
    'kb04',
    'family-budget',
    'Family of four in Rome on $4,000',
    {
      destination: 'Rome',
      datesTraveling: 'a week in June',
      otherTravelers: 'my husband and our kids, 3 and 6',
      budgetRange: 4000,
    },
    {
      place: { name: 'Rome', country: 'Italy' },
      days: 7,
      kids: true,
      budget: { maxStayLevel: 2, partyTotal: true },
    },
  ),
  // Long trips.
  known(
    'kl01',
    'long-trip',
    'Two weeks in Tokyo',
    { destination: 'Tokyo', datesTraveling: 'two weeks in October', exploreSurroundingAreas: true },
    { place: { name: 'Tokyo', country: 'Japan' }, days: 14 },
  ),
  known(
    'kl02',
    'long-trip',
    'Twelve days in Rome',
    { destination: 'Rome', datesTraveling: 'September 2-13' },
    { place: { name: 'Rome', country: 'Italy' }, days: 12 },
  ),
  known(
    'kl03',
    'long-trip',
    'Ten days in Barcelona',
    {
      destination: 'Barcelona',
      datesTraveling: '10 days in May',
      dayStructurePreferences: ['Action-packed'],
    },
    { place: { name: 'Barcelona', country: 'Spain' }, days: 10 },
  ),
  known(
    'kl04',
    'long-trip',
    'Fifteen days in London',
    { destination: 'London', datesTraveling: '15 days in June', exploreSurroundingAreas: true },
    { place: { name: 'London', country: 'United Kingdom' }, days: 15 },
  ),
  known(
    'kl05',
    'long-trip',
    'Two weeks in Bangkok and around',
    {
      destination: 'Bangkok',
      datesTraveling: 'two weeks in January',
      exploreSurroundingAreas: true,
    },
    { place: { name: 'Bangkok', country: 'Thailand' }, days: 14 },
  ),
  known(
    'kl06',
    'long-trip',
    'Ten vegetarian days in New York',
    {
      destination: 'New York',
      datesTraveling: '10 days in May',
      dietaryRestrictions: 'vegetarian',
    },
    { place: { name: 'New York', country: 'United States' }, days: 10, diets: ['vegetarian'] },
  ),
  known(
    'kl07',
    'long-trip',
    'Wheelchair user, 12 days in Paris',
    { destination: 'Paris', datesTraveling: '12 days in September', accessibilityNeeds: true },
    { place: { name: 'Paris', country: 'France' }, days: 12, wheelchair: true },
  ),
  // Seasons for a chosen place.
  known(
    'kt01',
    'season',
    'Northern lights in Tromsø',
    {
      destination: 'Tromso',
      datesTraveling: 'January 12-16',
      plansSoFar: 'Northern lights and dog sledding',
    },
    {
      place: { name: 'Troms', country: 'Norway' },
      days: 5,
      months: [1],
      wishes: [
        ['aurora', 'northern lights'],
        ['sled', 'sledding', 'sledge', 'husky', 'huskies'],
      ],
    },
  ),
  known(
    'kt02',
    'season',
    'Skiing in Banff',
    { destination: 'Banff', datesTraveling: 'January 20-25', plansSoFar: 'Skiing and hot springs' },
    {
      place: { name: 'Banff', country: 'Canada' },
      days: 6,
      months: [1],
      wishes: [['ski'], ['hot spring']],
    },
  ),
  known(
    'kt03',
    'season',
    'Cherry blossom in Kyoto',
    { destination: 'Kyoto', datesTraveling: 'April 1-6', plansSoFar: 'Cherry blossom viewing' },
    {
      place: { name: 'Kyoto', country: 'Japan' },
      days: 6,
      months: [4],
      wishes: [['cherry', 'sakura', 'blossom']],
    },
  ),
  known(
    'kt04',
    'season',
    'Christmas markets in Vienna',
    { destination: 'Vienna', datesTraveling: 'December 8-12', plansSoFar: 'Christmas markets' },
    {
      place: { name: 'Vienna', country: 'Austria' },
      days: 5,
      months: [12],
      wishes: [['Christmas market', 'Christkindlmarkt']],
    },
  ),
  known(
    'kt05',
    'season',
    'Winter in Edinburgh',
    { destination: 'Edinburgh', datesTraveling: 'January 5-9' },
    { place: { name: 'Edinburgh', country: 'United Kingdom' }, days: 5, months: [1] },
  ),
];
