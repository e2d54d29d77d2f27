/**
 * Operator-owned content. SAMPLE CONTENT: every value below is a placeholder shipped with the
 * project. An operator must replace the company name, support mailbox and social link with
 * their own before going live, then set `isSampleContent` to false.
 * (Testimonials, FAQ and the about page will live here too.)
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
