/**
 * Operator-owned content lives in this folder: this file (product name, company name used by
 * the legal pages, support mailbox, social link), home.ts (testimonials and FAQ) and about.ts
 * (co-founders). They are separate modules only so that each page's
 * bundle carries just its own text: the home page stays within its JavaScript budget.
 *
 * SAMPLE CONTENT: every value is a placeholder shipped with the project. The people in the
 * testimonials and on the about page are invented, and the pages say so while
 * `isSampleContent` is true. An operator replaces them with their own (real customers who
 * agreed to be quoted, real founders), puts their images under apps/web/public/content/, and
 * then sets `isSampleContent` to false.
 */
export const isSampleContent = true;

export const site = {
  productName: 'Wayfarer',
  tagline: 'Answer five quick questions and get a personalised, day-by-day travel plan.',
  companyName: 'Wayfarer Travel Co. (sample)',
  supportEmail: 'support@example.com',
  social: {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
  },
} as const;
