import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors/error-message';
import { normalizeError } from '../../lib/errors/normalize-error';
import { notify } from '../../lib/notify';
import { expireSession } from '../../lib/session/session-store';

interface LoadMoreProps {
  /** The cursor of the next page; no button on the last page. */
  nextCursor: string | null | undefined;
  /** Fetches the page after the cursor (Apollo fetchMore); the list grows where the field policy merges it. */
  onLoadMore: (after: string) => Promise<unknown>;
}

/** "Load more" under a paged list (decision 064): every row can be reached, a page at a time. */
export function LoadMore({ nextCursor, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);
  if (!nextCursor) {
    return null;
  }
  const load = async () => {
    setLoading(true);
    try {
      await onLoadMore(nextCursor);
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
      } else {
        notify('error', errorMessage(normalized));
      }
    } finally {
      setLoading(false);
    }
  };
  return (
    <Group justify="center" mt="md">
      <Button variant="default" loading={loading} onClick={() => void load()}>
        {t('load_more')}
      </Button>
    </Group>
  );
}
