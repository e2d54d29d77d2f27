import { about } from '../../../content/about.ts';
import { isSampleContent, site } from '../../../content/site.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';

/** /about: the two co-founders, from the content file. */
export function AboutPage() {
  return (
    <ContentPage
      title="About us"
      description={`Meet the people behind ${site.productName} and why we build custom travel plans.`}
    >
      {isSampleContent ? (
        <p className={styles.sample}>Sample content: these founders are placeholders.</p>
      ) : null}
      <p>{about.intro}</p>
      <ul className={styles.founders}>
        {about.founders.map((founder) => (
          <li key={founder.name} className={styles.founder}>
            <div className={styles.founderHead}>
              <img
                className={styles.headshot}
                src={founder.headshot}
                alt={`Portrait of ${founder.name}`}
                width={64}
                height={64}
              />
              <div>
                <h2>{founder.name}</h2>
                <p className={styles.role}>{founder.role}</p>
              </div>
            </div>
            <p>{founder.bio}</p>
            <p>
              Contact: <a href={`mailto:${founder.email}`}>{founder.email}</a>
            </p>
            <p>Favourite places:</p>
            <ul>
              {founder.favouritePlaces.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
