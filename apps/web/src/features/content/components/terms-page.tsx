import { PLAN_PRICE_USD } from '@app/shared';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { isSampleContent, site } from '../../../content/site.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';

/** /terms (plans-payments-admin §1): the terms of use. */
export function TermsPage() {
  const company = site.companyName;
  return (
    <ContentPage
      title="Terms of use"
      description={`The terms that apply when you use ${site.productName}.`}
      subtitle={`These terms are an agreement between you and ${company}.`}
    >
      {isSampleContent ? (
        <p className={styles.sample}>
          Sample legal text: the operator must review it and replace the company details.
        </p>
      ) : null}
      <h2>Using the service</h2>
      <p>
        You must be 13 or older to use {site.productName}. You are responsible for your account and
        for keeping your password safe.
      </p>
      <h2>Travel plans</h2>
      <p>
        Plans are generated from your answers, in part by AI providers that receive your plan data
        (see the <Link to={ROUTES.privacy}>privacy policy</Link>). Recommendations are suggestions:
        check opening hours, prices, safety advice and entry requirements before you travel.
      </p>
      <h2>Payment</h2>
      <p>
        A preview is free. The full plan costs ${PLAN_PRICE_USD}, paid once per plan; it is not a
        subscription. Each plan may be edited twice.
      </p>
      <h2>Sharing</h2>
      <p>
        You may share plans you purchased. People you share a plan with may view it but not edit or
        re-share it.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the service: no unlawful, abusive or offensive content, no attempts to access
        other people’s plans or accounts, and no automated scraping.
      </p>
      <h2>Liability</h2>
      <p>
        The service is provided “as is”. To the extent the law allows, {company} is not liable for
        indirect or consequential losses arising from your trip or your use of the service.
      </p>
      <h2>Governing law and claims</h2>
      <p>
        These terms are governed by the laws of the State of Illinois, USA. Any claim arising from
        these terms or the service must be filed within one year after it arose, or it is
        permanently barred.
      </p>
      <h2>Waiver and severability</h2>
      <p>
        If we do not enforce a provision, that is not a waiver of it. If a provision is found
        unenforceable, it is limited to the minimum extent necessary and the rest of these terms
        stays in effect.
      </p>
      <h2>Entire agreement</h2>
      <p>
        These terms and the privacy policy are the entire agreement between you and {company} about
        the service and replace any earlier agreements.
      </p>
      <h2>Feedback and contact</h2>
      <p>
        We welcome feedback on the <Link to={ROUTES.feedback}>feedback page</Link> or at{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. We may use feedback to
        improve the service without obligation to you.
      </p>
    </ContentPage>
  );
}
