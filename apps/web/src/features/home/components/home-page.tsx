import { PLAN_PRICE_USD, QUIZ_QUESTION_COUNT } from '@app/shared';
import { HomeHeader } from '../../../app/home-header.tsx';
import { ROUTES } from '../../../app/routes.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CookieBanner } from '../../consent/components/cookie-banner.tsx';
import { Faq } from './faq.tsx';
import { HeroVisual } from './hero-visual.tsx';
import styles from './home-page.module.css';
import { SiteFooter } from './site-footer.tsx';
import { Testimonials } from './testimonials.tsx';

const STEPS = [
  {
    name: 'Build',
    text: `Answer ${QUIZ_QUESTION_COUNT} quick questions about your trip, or tell us where you are going.`,
  },
  { name: 'Match', text: 'We match your answers to the right destination, stays and experiences.' },
  {
    name: 'Explore',
    text: 'Explore your day-by-day plan, then edit it, share it or take it offline.',
  },
] as const;

const FEATURES = [
  ['Full day-by-day itinerary', 'Mornings, afternoons and evenings planned around you.'],
  ['15+ curated recommendations', 'Restaurants, experiences and places to stay, with map links.'],
  ['Local tips', 'When to go, what it costs, what to pack and what locals know.'],
  [
    'Edit, invite and share',
    'Revise your plan twice and share it with the people you travel with.',
  ],
  ['PDF download', 'Take your plan offline, ready for the trip.'],
  [
    `$${PLAN_PRICE_USD} one-time`,
    'A free preview first. The full plan is one payment, no subscription.',
  ],
] as const;

export function HomePage() {
  return (
    <div className={styles.page}>
      <HomeHeader />
      <main>
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroText}>
            <p className={styles.kicker}>Personalised travel plans</p>
            <h1 id="hero-title" className={styles.title}>
              Your next trip, planned around you
            </h1>
            <p className={styles.lead}>
              Answer {QUIZ_QUESTION_COUNT} quick questions and get a personalised travel plan: a
              day-by-day itinerary with places to stay, eat and explore.
            </p>
            <div className={styles.actions}>
              <ButtonLink to={ROUTES.path}>Start planning</ButtonLink>
              <ButtonLink to={ROUTES.examplePlan1} variant="secondary">
                See an example plan
              </ButtonLink>
            </div>
            <p className={styles.reassure}>
              Free preview · ${PLAN_PRICE_USD} once for the full plan · No subscription
            </p>
          </div>
          <HeroVisual />
        </section>
        <div className={styles.container}>
          <section className={styles.section} aria-labelledby="how-title">
            <h2 id="how-title" className={styles.sectionTitle}>
              How it works
            </h2>
            <ol className={styles.steps}>
              {STEPS.map((step, i) => (
                <li key={step.name} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3>{step.name}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.section} aria-labelledby="features-title">
            <h2 id="features-title" className={styles.sectionTitle}>
              Everything in your plan
            </h2>
            <ul className={styles.features}>
              {FEATURES.map(([title, text]) => (
                <li key={title} className={styles.feature}>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </li>
              ))}
            </ul>
          </section>
          <Testimonials />
          <Faq />
          <section className={styles.cta} aria-labelledby="cta-title">
            <h2 id="cta-title">Ready when you are</h2>
            <p>It takes about two minutes. You only pay if you want the full plan.</p>
            <ButtonLink to={ROUTES.path}>Start planning</ButtonLink>
          </section>
        </div>
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
