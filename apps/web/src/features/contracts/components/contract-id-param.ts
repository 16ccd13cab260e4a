import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notify } from '../../../lib/notify';
import { pathId } from '../../../lib/path-params';

/**
 * The contract id of a contract record page. Without one the page shows the
 * spec's error toast (`missingMessage`, e.g. 'Contract Id must be specified in
 * viewing physical schedule.') and goes home (spec 1 §8, spec 3 §8). Returns
 * null until then; the page renders nothing.
 */
export function useRequiredContractId(value: string | undefined, missingMessage: string): number | null {
  const id = pathId(value);
  const navigate = useNavigate();
  useEffect(() => {
    if (id === null) {
      notify(missingMessage, 'error');
      void navigate(paths.home, { replace: true });
    }
  }, [id, missingMessage, navigate]);
  return id;
}
