import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../lib/notify';

/**
 * The delete confirmation of a finance row (an expenditure source, an
 * expenditure, a requested cash): open while `row` is set, it deletes that
 * row by id and then shows the spec's toast. The three cards asked the same.
 */
export function ConfirmDeleteDialog<R extends { id: number }>({
  row,
  message,
  deleted,
  remove,
  onClose,
}: {
  row: R | null;
  message: string;
  /** The toast once deleted. */
  deleted: string;
  remove: (id: number) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={row !== null}
      message={message}
      onClose={onClose}
      onConfirm={async () => {
        if (!row) return;
        await remove(row.id);
        notifySuccess(deleted);
      }}
    />
  );
}
