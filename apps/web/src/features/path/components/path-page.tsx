import { useNavigate } from 'react-router';
import { AppHeader } from '../../../app/app-header.tsx';
import { ROUTES } from '../../../app/routes.ts';
import { CompassIcon, PinIcon } from '../../../components/ui/icons.tsx';
import { resetForPathChoice } from '../../questionnaire/index.ts';
import styles from './path-page.module.css';

const CARDS = [
  {
    title: 'I need destination ideas',
    text: 'Tell us what you are after and we will suggest where to go, with a plan for it.',
    to: ROUTES.findDestination,
    icon: <CompassIcon size={28} />,
    art: '/content/plan-coast.svg',
  },
  {
    title: "I know where I'm going",
    text: 'Tell us your destination and we will build a day-by-day plan around you.',
    to: ROUTES.buildPlan,
    icon: <PinIcon size={28} />,
    art: '/content/plan-temples.svg',
  },
];

/** /path: the choice between the two questionnaires (journey-and-accounts §2). */
export function PathPage() {
  const navigate = useNavigate();
  return (
    <>
      <AppHeader fixed />
      <main className={styles.page}>
        <h1 className={styles.title}>How can we help plan your trip?</h1>
        <ul className={styles.cards}>
          {CARDS.map((card) => (
            <li key={card.to}>
              <button
                type="button"
                className={styles.card}
                onClick={() => {
                  resetForPathChoice();
                  navigate(card.to);
                }}
              >
                <img
                  className={styles.art}
                  src={card.art}
                  alt=""
                  width={640}
                  height={400}
                  decoding="async"
                />
                <span className={styles.cardBody}>
                  <span className={styles.icon} aria-hidden="true">
                    {card.icon}
                  </span>
                  <span className={styles.cardTitle}>{card.title}</span>
                  <span className={styles.cardText}>{card.text}</span>
                  <span className={styles.cta} aria-hidden="true">
                    Start →
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
