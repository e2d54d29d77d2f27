/** Home-page testimonials and FAQ. SAMPLE CONTENT: see site.ts before going live. */
import { PLAN_PRICE_USD } from '@app/shared';

export interface Testimonial {
  name: string;
  /** Two short paragraphs. */
  quote: readonly [string, string];
  linkText: string;
  /** An example plan route (/example-plan-1 or /example-plan-2). */
  href: string;
  planImage: string;
  planImageAlt: string;
  headshot: string;
}

/**
 * Each testimonial agrees with the example plan it links to (made by the built-in planner from
 * fixed answers: apps/server/src/services/example-plans.ts). /example-plan-1 is Maya's five-day
 * Kyoto trip, April 6-10, for a couple from San Francisco (temples, gardens, good food, an
 * unhurried pace; lunch at Nishiki Market on day 4, Fushimi Inari and Kiyomizu-dera early in
 * the morning in its tips); /example-plan-2 an anniversary trip from London in late September
 * (warm beaches, seafood, some history) with two destinations compared. The home hero's plan
 * card shows that Kyoto plan's real day 4 (`heroPlanDay`); e2e/tests/visitor-home.spec.ts
 * checks both against the example plan the server makes.
 */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya R.',
    quote: [
      'We knew we wanted five days in Kyoto in April, but not how to fit in temples, gardens and good food without rushing. Five questions later we had a plan that felt like a friend had written it.',
      'The local tips were the best part: which temples to see early, before the crowds, and a lunch at Nishiki Market we still talk about.',
    ],
    linkText: 'See a plan like Maya’s',
    href: '/example-plan-1',
    planImage: '/content/plan-temples.svg',
    planImageAlt: 'Illustration of a pagoda and a temple gate among wooded hills',
    headshot: '/content/headshot-1.svg',
  },
  {
    name: 'Sam T.',
    quote: [
      'For our anniversary we wanted warm beaches, great seafood and a little history, flying from London in late September. We had no idea where.',
      'It suggested two places and compared them side by side: cost, travel time and the best weeks to go. Choosing took five minutes.',
    ],
    linkText: 'See a plan like Sam’s',
    href: '/example-plan-2',
    planImage: '/content/plan-coast.svg',
    planImageAlt: 'Illustration of a coastal town at sunset',
    headshot: '/content/headshot-2.svg',
  },
  {
    name: 'Priya S.',
    quote: [
      'I travel slowly and hate crammed itineraries. I said so, and every day of my Kyoto plan had room to breathe: one neighbourhood, one long lunch, an evening walk.',
      'For nine dollars it saved me a weekend of browsing travel blogs, and the PDF came with me on the plane.',
    ],
    linkText: 'See an example plan',
    href: '/example-plan-1',
    planImage: '/content/plan-temples.svg',
    planImageAlt: 'Illustration of a pagoda and a temple gate among wooded hills',
    headshot: '/content/headshot-3.svg',
  },
];

/** The day of Maya's example plan (/example-plan-1) that the home hero's plan card shows. */
export const heroPlanDay = {
  kicker: 'Trip plan · 5 days',
  destination: 'Kyoto, Japan',
  title: 'Day 4: Sacred sites in Higashiyama',
  parts: [
    ['Morning', 'Kiyomizu-dera, up the old lanes of Sannenzaka'],
    ['Afternoon', 'Lunch at Nishiki Market, then time to wander'],
    ['Evening', 'Udon at Omen Ginkakuji'],
  ],
} as const;

export interface FaqItem {
  question: string;
  answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    question: 'How does it work?',
    answer:
      'You answer 5 quick questions about your trip. We match you with a destination (or plan the one you already chose) and build a day-by-day itinerary with places to stay, eat and explore.',
  },
  {
    question: 'How much does it cost?',
    answer: `Answering the questions and seeing a preview of your plan is free. The full plan is $${PLAN_PRICE_USD}, a one-time payment per plan. There is no subscription.`,
  },
  {
    question: 'What if I don’t know where I want to go?',
    answer:
      'Choose “I need destination ideas”. We suggest a destination that fits your answers, plus a bonus second destination and a comparison of the two.',
  },
  {
    question: 'Can I change my plan?',
    answer:
      'Yes. Each plan can be edited twice: describe what you would like to change in a sentence or two and the plan is revised.',
  },
  {
    question: 'Can I share my plan with the people I travel with?',
    answer:
      'Yes, once you have bought the plan: sharing is part of the full plan. Invite people by e-mail or turn on a public link. People you share with can view the plan but cannot edit or re-share it.',
  },
  {
    question: 'Can I take my plan offline?',
    answer:
      'Yes. Every plan can be downloaded as a PDF: the whole plan once you have bought it, the preview before.',
  },
  {
    question: 'What happens to my answers?',
    answer:
      'Your answers are used to create your plan and may be sent to the AI provider that writes it. See the privacy policy for details.',
  },
];
