import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notify } from '../../../lib/notify';

/** A positive whole-number id from the address, or null. */
export function contractIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The contract id of a contract record page. Without one the page shows the
 * spec's error toast (`missingMessage`, e.g. 'Contract Id must be specified in
 * viewing physical schedule.') and goes home (spec 1 §8, spec 3 §8). Returns
 * null until then; the page renders nothing.
 */
export function useRequiredContractId(value: string | undefined, missingMessage: string): number | null {
  const id = contractIdParam(value);
  const navigate = useNavigate();
  useEffect(() => {
    if (id === null) {
      notify(missingMessage, 'error');
      void navigate(paths.home, { replace: true });
    }
  }, [id, missingMessage, navigate]);
  return id;
}
