import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME, siteDetails } from '../../../lib/site';
import { LegalDocument, P, Section } from '../components/legal-document';
import { paths } from '../../../app/paths';

/** Spec 3 §1: the privacy policy. */
export function PrivacyPage() {
  const { contact_email: contactEmail } = siteDetails();
  return (
    <LegalDocument title="Privacy Policy" updated="January 1, 2026">
      <P>This policy says what {PRODUCT_NAME} keeps about the people who use it, why, and what you can do about it.</P>

      <Section title="What we store">
        <P>
          {PRODUCT_NAME} stores your name and your e-mail address, and it keeps activity logs of what is done in your
          office&apos;s account, each with the IP address it came from.
        </P>
        <ul>
          <li>
            <strong>Your name and e-mail address</strong>, given when an office registers or when an account holder sets up your
            user account.
          </li>
          <li>
            <strong>Activity logs</strong>: what was done in the office&apos;s account (for example signing in, adding a contract or
            changing a password), when, by which user, and from which IP address.
          </li>
          <li>The records your office enters about its projects and contracts.</li>
        </ul>
      </Section>

      <Section title="Why we store it">
        <P>
          To let you sign in, to show your office who did what and when, to keep the service secure, and to reach the account
          holder about the account and its subscription.
        </P>
      </Section>

      <Section title="E-mails">
        <P>You can opt out of every e-mail we send that is not administrative.</P>
        <P>
          Administrative e-mails about the account, its security and its billing are part of the service. Every other e-mail can
          be opted out of, by following the link in that e-mail or by writing to{' '}
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
        </P>
      </Section>

      <Section title="Sharing">
        <P>
          Each office sees only its own records. We do not sell personal data, and share it only where the law requires it.
        </P>
      </Section>

      <Section title="Questions">
        <P>
          Write to <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>. See also the{' '}
          <Link component={RouterLink} to={paths.terms}>
            Terms of Service
          </Link>
          .
        </P>
      </Section>
    </LegalDocument>
  );
}
