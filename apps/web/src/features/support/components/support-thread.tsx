import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { PhotoStrip } from './photo-strip';
import type { SupportTicket } from './support-types';

/** The thread as support reads it: every reply, and the internal notes marked as such. */
export function SupportThread({ ticket }: { ticket: SupportTicket }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Stack gap="xs" component="section" aria-labelledby="thread-title">
      <Title order={2} fz="h4" id="thread-title">
        {t('thread.title')}
      </Title>
      {ticket.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('thread.empty')}
        </Text>
      ) : null}
      {ticket.messages.map((message) => (
        <Paper
          key={message.id}
          p="sm"
          withBorder
          component="article"
          bg={message.internal ? 'var(--mantine-color-yellow-light)' : 'var(--ps-surface)'}
          data-testid={message.internal ? 'internal-note' : 'message'}
        >
          <Group justify="space-between" gap="xs" mb={4}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {message.authorName ?? t(`role.${message.authorRole}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`role.${message.authorRole}`)}
              </Text>
              {message.internal ? (
                <Badge size="sm" color="yellow" variant="filled" tt="none" c="black">
                  {t('thread.internal')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.createdAt, locale)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          <PhotoStrip photos={message.photos} />
        </Paper>
      ))}
    </Stack>
  );
}
