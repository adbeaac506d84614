import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TicketRole } from '@parkshare/shared/tickets/status';
import { useTranslation } from 'react-i18next';
import type { TicketPhotoFieldsFragment, TicketViewFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { authorKey } from '../utils/display';
import { TicketPhotos } from './ticket-photos';

interface Entry {
  id: string;
  authorRole: TicketRole;
  authorName?: string | null;
  mine: boolean;
  body: string;
  createdAt: string;
  photos: readonly TicketPhotoFieldsFragment[];
}

/**
 * The conversation, oldest first: the report itself (its description and photos), then every message, each with
 * who wrote it as the viewer knows them (You, Support, Parking owner, Driver) and when.
 */
export function TicketThread({ ticket }: { ticket: TicketViewFieldsFragment }) {
  const { t } = useTranslation('tickets');
  const report: Entry = {
    id: 'report',
    authorRole: 'reporter',
    authorName: ticket.reporterName,
    mine: ticket.viewerRole === 'reporter',
    body: ticket.description,
    createdAt: ticket.reportedAt,
    photos: ticket.photos,
  };
  return (
    <Stack component="section" gap="sm" aria-labelledby="thread-title">
      <Title order={2} fz="h4" id="thread-title">
        {t('details.thread')}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {[report, ...ticket.messages].map((entry) => (
          <Message key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}

function Message({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('tickets');
  const locale = localeOf(i18n.resolvedLanguage);
  const author = t(authorKey(entry));
  // Names are shown where the API gives them (support sees them; the owner never sees the driver's).
  const name = !entry.mine && entry.authorName ? entry.authorName : null;
  return (
    <Paper
      component="li"
      p="sm"
      withBorder
      bg={entry.mine ? 'var(--mantine-color-blue-light)' : 'var(--ps-surface)'}
      ml={entry.mine ? { base: 'md', sm: 'xl' } : 0}
      mr={entry.mine ? 0 : { base: 'md', sm: 'xl' }}
      data-testid="ticket-message"
      data-author={entry.mine ? 'you' : entry.authorRole}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Text size="sm" fw={700} data-testid="ticket-message-author">
            {name ? t('details.author_with_name', { role: author, name }) : author}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt, locale)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="ticket-message-body">
          {entry.body}
        </Text>
        <TicketPhotos photos={entry.photos} />
      </Stack>
    </Paper>
  );
}
