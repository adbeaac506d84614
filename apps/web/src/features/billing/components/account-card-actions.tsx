import { Button, Group } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountCardActionsProps {
  isDefault: boolean;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
  /** Actions shown first (the billing account's Edit). */
  children?: ReactNode;
}

/** The buttons under a billing or bank account card: make default (unless it is) and delete. */
export function AccountCardActions({ isDefault, busy, onMakeDefault, onDelete, children }: AccountCardActionsProps) {
  const { t } = useTranslation('billing');
  return (
    <Group gap="xs" mt={4}>
      {children}
      {isDefault ? null : (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={onMakeDefault}
          leftSection={<IconStar size={14} aria-hidden />}
        >
          {t('actions.make_default')}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        disabled={busy}
        onClick={onDelete}
        leftSection={<IconTrash size={14} aria-hidden />}
      >
        {t('actions.delete')}
      </Button>
    </Group>
  );
}
