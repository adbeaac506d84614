import { useState } from 'react';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { reportError } from '../../../lib/errors/report-error';

interface Account {
  id: string;
  isDefault: boolean;
}

interface AccountListTexts<T> {
  madeDefault: (account: T) => string;
  deleteTitle: string;
  deleteMessage: (account: T) => string;
  deleteLabel: string;
  deleted: (account: T) => string;
}

/**
 * "Make default" and "Delete" (after a confirmation) for a list of billing or bank accounts: one action at a
 * time, a toast when it is done, the error explained when it is not.
 */
export function useAccountListActions<T extends Account>({
  setDefault,
  remove,
  texts,
}: {
  setDefault: (account: T) => Promise<unknown>;
  remove: (account: T) => Promise<unknown>;
  texts: AccountListTexts<T>;
}) {
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = (account: T) => void run(() => setDefault(account), texts.madeDefault(account));

  const askDelete = async (account: T) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: texts.deleteMessage(account),
      confirmLabel: texts.deleteLabel,
    });
    if (ok) await run(() => remove(account), texts.deleted(account));
  };

  return { busy, makeDefault, askDelete: (account: T) => void askDelete(account) };
}
