import { useState } from 'react';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { reportError } from '../../../lib/errors/report-error';

interface ConfirmedDeleteOptions {
  /** Texts of the dialog and of the toast afterwards, given the item's name. */
  texts: (name: string) => { title: string; message: string; confirmLabel: string; deleted: string };
  remove: (id: string) => Promise<unknown>;
}

/** Deletes a price list or unavailability after confirming; `busy` holds the other buttons meanwhile. */
export function useConfirmedDelete({ texts, remove }: ConfirmedDeleteOptions) {
  const [busy, setBusy] = useState(false);
  const askDelete = async (item: { id: string; name: string }) => {
    const { deleted, ...dialog } = texts(item.name);
    if (!(await confirm(dialog))) return;
    setBusy(true);
    try {
      await remove(item.id);
      notify('success', deleted);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, askDelete };
}
