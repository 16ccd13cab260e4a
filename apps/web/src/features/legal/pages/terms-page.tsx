import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME, siteDetails } from '../../../lib/site';
import { LegalDocument, P, Section } from '../components/legal-document';
import { paths } from '../../../app/paths';

/** Spec 3 §1: the terms of service. */
export function TermsPage() {
  const { company_name: companyName, contact_email: contactEmail } = siteDetails();
  return (
    <LegalDocument title="Terms of Service" updated="January 1, 2026">
      <P>
        These terms govern the use of {PRODUCT_NAME}, a web application in which government offices monitor their projects and
        contracts. By registering an account or using {PRODUCT_NAME} you agree to them.
      </P>

      <Section title="1. Definitions">
        <ul>
          <li>
            <strong>“{PRODUCT_NAME}”, “we”, “us”</strong> mean the {PRODUCT_NAME} service and {companyName}, which provides it.
          </li>
          <li>
            <strong>“Office”</strong> means the government office or organisation that registers an account. Each organisation may
            hold only one account.
          </li>
          <li>
            <strong>“Account”</strong> means the office-level account; <strong>“user account”</strong> means the sign-in of one
            person within it.
          </li>
          <li>
            <strong>“Account holder”</strong> means the person who registered the office&apos;s account and manages its user
            accounts.
          </li>
          <li>
            <strong>“Subscription type”</strong> means the payment plan chosen at registration or renewal, and the
            <strong> “payment term”</strong> the period it covers.
          </li>
          <li>
            <strong>“Content”</strong> means the projects, contracts, accomplishments, billings and other records your office
            enters.
          </li>
        </ul>
      </Section>

      <Section title="2. Eligibility">
        <P>You must be at least 13 years old to use {PRODUCT_NAME}.</P>
      </Section>

      <Section title="3. Registration">
        <P>
          An e-mail address and an office name are required to register. You agree to give accurate information, to keep it up
          to date, and to keep your password to yourself. The account holder is responsible for the user accounts created under
          the office&apos;s account and for what is done with them.
        </P>
      </Section>

      <Section title="4. Acceptable use">
        <P>You agree not to:</P>
        <ul>
          <li>use {PRODUCT_NAME} for anything unlawful or for records you are not authorised to keep;</li>
          <li>try to reach data of another office, or probe, scan or test the service&apos;s security;</li>
          <li>disrupt the service, overload it, or use automated means to access it beyond ordinary use of its API;</li>
          <li>share sign-ins between people, or resell or sublicense access to the service;</li>
          <li>upload content that is false, defamatory or infringes the rights of others.</li>
        </ul>
        <P>We may suspend a user account or an office&apos;s account that breaks these rules.</P>
      </Section>

      <Section title="5. Payment">
        <ul>
          <li>
            The subscription type chosen at registration or at renewal stays in effect for the whole payment term. Price changes
            apply only at the end of a term.
          </li>
          <li>Monthly plans are billed at the end of the month.</li>
          <li>Yearly plans are billed in advance.</li>
          <li>Unpaid charges lead to the suspension of the office&apos;s account until they are settled.</li>
        </ul>
      </Section>

      <Section title="6. Electronic communication">
        <P>
          We communicate electronically only: by e-mail and through notices in {PRODUCT_NAME}. We do not offer support by
          telephone. Write to <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
        </P>
      </Section>

      <Section title="7. Disclaimer of warranties">
        <P>
          {PRODUCT_NAME} is provided “as is” and “as available”, without warranties of any kind, express or implied, including
          fitness for a particular purpose. We do not warrant that the service will be uninterrupted or error-free. Figures and
          reports are computed from the content your office enters; you remain responsible for checking them before relying on
          them.
        </P>
      </Section>

      <Section title="8. Limitation of liability">
        <P>
          To the extent the law allows, {companyName} is not liable for indirect, incidental, special or consequential damages,
          or for loss of data, revenue or profits, arising from the use of or the inability to use {PRODUCT_NAME}. Our total
          liability for any claim is limited to the amount your office paid for the service in the payment term in which the
          claim arose.
        </P>
      </Section>

      <Section title="9. Changes to these terms">
        <P>
          We may change these terms. Material changes, such as price changes, are announced at least 30 days ahead on the website
          or home page. Continuing to use {PRODUCT_NAME} after a change takes effect means you accept it.
        </P>
      </Section>

      <P>
        See also our{' '}
        <Link component={RouterLink} to={paths.privacy}>
          Privacy Policy
        </Link>
        .
      </P>
    </LegalDocument>
  );
}
