import { NotFoundMessage } from '../../../components/not-found-message';
import { SiteFooter } from '../../../components/site-footer';

/** Any unmatched path (spec 3 §2): inside the shell; a signed-in user's way back is the dashboard. */
export function NotFoundPage() {
  return (
    <>
      <NotFoundMessage />
      <SiteFooter />
    </>
  );
}
