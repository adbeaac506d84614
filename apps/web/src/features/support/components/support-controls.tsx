import { Button, Group, Modal, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { TICKET_PRIORITIES, type TicketStatus } from '@parkshare/shared/tickets/status';
import { TICKET_OUTCOME_MAX_LENGTH } from '@parkshare/shared/validation/tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { useSession } from '../../../lib/session/session-store';
import { useAssignTicket, useSetTicketPriority, useSupportMoveTicket } from '../api/support-actions';
import type { SupportTicket } from './support-types';
import { useDeskAction } from './use-desk-action';

/** Who handles the ticket, its priority, and the status moves the machine allows (resolving asks for an outcome). */
export function SupportControls({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation('support');
  const { user: me } = useSession();
  const [assign] = useAssignTicket();
  const [setPriority] = useSetTicketPriority();
  const [move] = useSupportMoveTicket();
  const { busy, run } = useDeskAction();
  const [resolving, setResolving] = useState(false);
  const mine = ticket.assignee?.id === me?.id;

  const moveTo = async (status: TicketStatus) => {
    if (status === 'resolved') {
      setResolving(true);
      return;
    }
    if (
      status === 'closed' &&
      !(await confirm({ title: t('controls.close_title'), message: t('controls.close_text') }))
    ) {
      return;
    }
    await run(
      status,
      () => move({ variables: { input: { ticketId: ticket.id, status } } }),
      t('controls.moved', { status: t(`status.${status}`) }),
    );
  };

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-labelledby="controls-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="controls-title">
          {t('controls.title')}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {ticket.assignee ? t('queue.assigned_to', { name: ticket.assignee.name }) : t('queue.unassigned')}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            loading={busy === 'assign'}
            onClick={() =>
              void run(
                'assign',
                () => assign({ variables: { ticketId: ticket.id, toMe: !mine } }),
                mine ? t('controls.unassigned') : t('controls.assigned'),
              )
            }
          >
            {mine ? t('controls.unassign') : t('controls.assign_me')}
          </Button>
        </Group>
        <Select
          label={t('controls.priority')}
          data={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
          value={ticket.priority}
          allowDeselect={false}
          disabled={busy === 'priority'}
          onChange={(value) => {
            const priority = TICKET_PRIORITIES.find((candidate) => candidate === value);
            if (priority && priority !== ticket.priority) {
              void run(
                'priority',
                () => setPriority({ variables: { ticketId: ticket.id, priority } }),
                t('controls.priority_set', { priority: t(`priority.${priority}`) }),
              );
            }
          }}
        />
        {ticket.allowedStatuses.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('controls.move')}
            </Text>
            <Group gap="xs">
              {ticket.allowedStatuses.map((status) => (
                <Button
                  key={status}
                  size="compact-sm"
                  variant={status === 'resolved' ? 'filled' : 'default'}
                  loading={busy === status}
                  disabled={busy !== null && busy !== status}
                  onClick={() => void moveTo(status)}
                >
                  {t(`controls.to.${status}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
      </Stack>
      <ResolveModal
        opened={resolving}
        onClose={() => setResolving(false)}
        onResolve={async (outcome) => {
          const ok = await run(
            'resolved',
            () => move({ variables: { input: { ticketId: ticket.id, status: 'resolved', outcome } } }),
            t('controls.moved', { status: t('status.resolved') }),
          );
          if (ok) {
            setResolving(false);
          }
        }}
        busy={busy === 'resolved'}
      />
    </Paper>
  );
}

interface ResolveModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onResolve: (outcome: string) => Promise<void>;
}

/** Resolving says how: the outcome the reporter reads in the thread and the e-mail. */
function ResolveModal({ opened, busy, onClose, onResolve }: ResolveModalProps) {
  const { t } = useTranslation('support');
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={t('resolve.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!outcome.trim()) {
            setProblem(t('resolve.required'));
            return;
          }
          setProblem(undefined);
          void onResolve(outcome.trim());
        }}
        noValidate
      >
        <Stack gap="sm">
          <Textarea
            label={t('resolve.outcome')}
            description={t('resolve.hint')}
            value={outcome}
            onChange={(event) => setOutcome(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={TICKET_OUTCOME_MAX_LENGTH}
            error={problem}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('resolve.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('resolve.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
