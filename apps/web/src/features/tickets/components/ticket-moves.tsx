import { Button, Group } from '@mantine/core';
import type { TicketStatus } from '@parkshare/shared/tickets/status';
import { IconCircleCheck, IconLock, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useMoveTicket } from '../api/move-ticket';
import { orderedMoves } from '../utils/display';

const ICONS: Partial<Record<TicketStatus, typeof IconLock>> = {
  reopened: IconRotate,
  resolved: IconCircleCheck,
  closed: IconLock,
};

// Settling a ticket is asked about first; reopening is not (it only lets the conversation go on).
const CONFIRMED: readonly TicketStatus[] = ['resolved', 'closed'];

/** Moves a ticket as the viewer may (the API's allowedStatuses): reopen, mark resolved, close. */
export function useTicketMove(ticketId: string) {
  const { t } = useTranslation('tickets');
  const [move] = useMoveTicket();
  const [busy, setBusy] = useState<TicketStatus | null>(null);
  const run = async (status: TicketStatus) => {
    if (CONFIRMED.includes(status)) {
      const ok = await confirm({
        title: t(`move.${status}.confirm_title`),
        message: t(`move.${status}.confirm_text`),
        confirmLabel: t(`move.${status}.confirm`),
        rejectLabel: t('move.reject'),
      });
      if (!ok) return;
    }
    setBusy(status);
    try {
      await move({ variables: { input: { ticketId, status } } });
      notify('success', t(`move.${status}.done`));
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') expireSession();
      else notify('error', errorMessage(normalized));
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}

interface TicketMovesProps {
  ticketId: string;
  allowed: readonly TicketStatus[];
  /** Moves offered elsewhere on the page (reopening, beside "Reopen to write more"). */
  except?: readonly TicketStatus[];
}

export function TicketMoves({ ticketId, allowed, except = [] }: TicketMovesProps) {
  const { t } = useTranslation('tickets');
  const { run, busy } = useTicketMove(ticketId);
  const moves = orderedMoves(allowed).filter((status) => !except.includes(status));
  if (moves.length === 0) return null;
  return (
    <Group gap="sm">
      {moves.map((status) => {
        const Icon = ICONS[status];
        return (
          <Button
            key={status}
            variant={status === 'closed' ? 'default' : 'light'}
            leftSection={Icon ? <Icon size={16} aria-hidden /> : null}
            loading={busy === status}
            disabled={busy !== null}
            onClick={() => void run(status)}
          >
            {t(`move.${status}.button`)}
          </Button>
        );
      })}
    </Group>
  );
}
