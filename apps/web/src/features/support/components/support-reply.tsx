import { Button, Group, Paper, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { TICKET_TEXT_MAX_LENGTH } from '@parkshare/shared/validation/tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useSupportReply } from '../api/support-actions';

/** A public reply (the reporter and the owner read it, and the reporter is e-mailed) or an internal note. */
export function SupportReply({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const [kind, setKind] = useState<'reply' | 'note'>('reply');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [reply, { loading }] = useSupportReply();

  const send = async () => {
    if (!body.trim()) {
      setProblem(t('reply.required'));
      return;
    }
    setProblem(undefined);
    try {
      await reply({ variables: { input: { ticketId, body, internal: kind === 'note' } } });
      setBody('');
      notify('success', kind === 'note' ? t('reply.note_saved') : t('reply.sent'));
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
        return;
      }
      const field = normalized.fieldErrors.body?.[0];
      setProblem(field ? localizeMessage(field) : errorMessage(normalized));
    }
  };

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-label={t('reply.label')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        noValidate
      >
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'note' ? 'note' : 'reply')}
            data={[
              { value: 'reply', label: t('reply.public') },
              { value: 'note', label: t('reply.internal') },
            ]}
            aria-label={t('reply.kind')}
          />
          <Textarea
            label={kind === 'note' ? t('reply.note_label') : t('reply.body_label')}
            description={kind === 'note' ? t('reply.note_hint') : t('reply.public_hint')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TICKET_TEXT_MAX_LENGTH}
            error={problem}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {kind === 'note' ? t('reply.save_note') : t('reply.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
