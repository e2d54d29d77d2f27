import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { isSampleContent, site } from '../../../content/site.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';

/** /privacy (plans-payments-admin §1): owned by the company named in the content file. */
export function PrivacyPage() {
  const company = site.companyName;
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;
  return (
    <ContentPage
      title="Privacy policy"
      description={`How ${site.productName} collects, uses and protects your information.`}
      subtitle={`${site.productName} is operated by ${company}.`}
    >
      {isSampleContent ? (
        <p className={styles.sample}>
          Sample legal text: the operator must review it and replace the company details.
        </p>
      ) : null}
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your first name, e-mail address and a hashed password.</li>
        <li>Your questionnaire answers and the travel plans we create from them (“plan data”).</li>
        <li>
          Payment status of your plans. Card details are handled by our payment provider and never
          reach our servers.
        </li>
        <li>
          Cookies: essential cookies that keep you signed in, and analytics cookies only with your
          consent.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your information to create, store and show your travel plans, to let you share them,
        to send the e-mails you ask for (such as invitations and password resets) and to improve the
        service.
      </p>
      <h2>AI providers</h2>
      <p>
        To write your plan, your questionnaire answers and plan data are sent to the AI providers
        that generate travel recommendations for us. They process this data to produce your plan and
        under their own terms; we do not send them your password or payment details.
      </p>
      <h2>Analytics and cookies</h2>
      <p>
        Analytics cookies are set only after you accept them in the cookie banner. You can change
        your mind at any time on the <Link to={ROUTES.optOut}>opt-out page</Link>. Essential
        cookies, such as the one that keeps you logged in, keep working.
      </p>
      <h2>Children</h2>
      <p>
        The service is for people aged 13 or older. We do not knowingly collect information from
        children under 13; if you believe we have, contact us and we will delete it.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>
          Right to know: you may ask us what personal information we hold about you and how we use
          it, up to twice in any 12-month period, free of charge.
        </li>
        <li>You may correct your details on your account page at any time.</li>
        <li>You may delete your account, which removes your plans and personal information.</li>
      </ul>
      <h2>Retention and security</h2>
      <p>
        We keep your information while your account exists. Passwords are stored only as strong
        one-way hashes, and sessions are protected by secure, http-only cookies.
      </p>
      <h2>Contact</h2>
      <p>Questions about this policy: {mail}.</p>
    </ContentPage>
  );
}
