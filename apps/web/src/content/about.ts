/** The about page. SAMPLE CONTENT: see site.ts before going live. */

export interface Founder {
  name: string;
  role: string;
  bio: string;
  email: string;
  favouritePlaces: readonly string[];
  headshot: string;
}

export const about = {
  intro:
    'We started this because planning a trip should feel like the start of the adventure, not a second job. Tell us what you are after and we do the research.',
  founders: [
    {
      name: 'Alex Moreno',
      role: 'Co-founder',
      bio: 'Alex spent a decade building travel software and far too many evenings comparing hotel reviews. Alex looks after the product and the planner.',
      email: 'alex@example.com',
      favouritePlaces: ['Kyoto, Japan', 'Oaxaca, Mexico', 'The Faroe Islands'],
      headshot: '/content/headshot-4.svg',
    },
    {
      name: 'Jordan Lee',
      role: 'Co-founder',
      bio: 'Jordan is a former tour guide who has planned trips for hundreds of travellers. Jordan looks after recommendations, local tips and support.',
      email: 'jordan@example.com',
      favouritePlaces: ['Lisbon, Portugal', 'Patagonia, Chile', 'Hoi An, Vietnam'],
      headshot: '/content/headshot-5.svg',
    },
  ] satisfies readonly Founder[],
};
