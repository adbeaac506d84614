import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from './i18n/i18n';
import { hostsStore, modalsHostReady } from './hosts-store';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  rejectLabel?: string;
}

/**
 * The global confirmation dialog (SPEC §1, §9): warning icon, header, message, confirm button and an outlined
 * reject button, 28rem wide with 8rem buttons. Resolves true when confirmed.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  // The first confirmation mounts the dialog host (decision 020); later ones find it mounted.
  if (!hostsStore.get().modals) hostsStore.set({ modals: true });
  const [{ modals }] = await Promise.all([import('@mantine/modals'), modalsHostReady]);
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: (
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text span fw={600}>
            {options.title}
          </Text>
        </Group>
      ),
      children: <Text size="sm">{options.message}</Text>,
      size: '28rem',
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('common:confirm_dialog.close_button') },
      labels: {
        confirm: options.confirmLabel ?? i18n.t('common:confirm_dialog.confirm_button'),
        cancel: options.rejectLabel ?? i18n.t('common:confirm_dialog.reject_button'),
      },
      confirmProps: { w: '8rem' },
      cancelProps: { w: '8rem', variant: 'outline' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
