import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { site } from '../../../content/site.ts';
import styles from './home-page.module.css';

/** Footer links (journey-and-accounts §2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer" className={styles.footerInner}>
        <ul className={styles.footerLinks}>
          <li>
            <Link to={ROUTES.about}>About</Link>
          </li>
          <li>
            <Link to={ROUTES.login}>Log In</Link>
          </li>
          <li>
            <a href={`mailto:${site.supportEmail}`}>Contact</a>
          </li>
          <li>
            <a href={`mailto:${site.supportEmail}?subject=Feedback`}>Feedback</a>
          </li>
          <li>
            <Link to={ROUTES.privacy}>Privacy</Link>
          </li>
          <li>
            <Link to={ROUTES.terms}>Terms of use</Link>
          </li>
          <li>
            <a href={site.social.href} rel="noopener noreferrer" target="_blank">
              {site.social.label}
            </a>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.companyName}
        </p>
      </nav>
    </footer>
  );
}
