import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconArrowsExchange, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundAmounts, refundRoute, type RefundPlanLike } from '../../../components/payments/refund-route';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useCancelStayWithRefund } from '../api/cancel-stay-with-refund';
import { useTakeOtherSpot } from '../api/take-other-spot';

interface RemediesPanelProps {
  ticketId: string;
  remedies: { otherSpotNumber?: string | null; refundAmount: number; refundPlan: RefundPlanLike };
}

/**
 * The spot of a stay under way is taken (decision 080): without waiting for an answer the driver takes another free
 * spot of the parking at no extra cost, or cancels with everything paid back the way it was paid (decision 085) —
 * one tap each, confirmed first.
 */
export function RemediesPanel({ ticketId, remedies }: RemediesPanelProps) {
  const { t, i18n } = useTranslation('tickets');
  const locale = localeOf(i18n.resolvedLanguage);
  const [takeSpot] = useTakeOtherSpot();
  const [cancelStay] = useCancelStayWithRefund();
  const [busy, setBusy] = useState<'spot' | 'cancel' | null>(null);
  const amount = formatMoney(remedies.refundAmount, locale, 'PLN');
  // Where the money goes (decision 085): back the way the stay was paid.
  const route = refundRoute(remedies.refundPlan) ?? 'balance';
  const amounts = refundAmounts(remedies.refundPlan, (grosze) => formatMoney(grosze, locale, 'PLN'));
  const spot = remedies.otherSpotNumber;

  const run = async (kind: 'spot' | 'cancel') => {
    const ok = await confirm(
      kind === 'spot'
        ? {
            title: t('remedies.spot_confirm_title', { spot }),
            message: t('remedies.spot_confirm_text', { spot }),
            confirmLabel: t('remedies.spot_confirm'),
            rejectLabel: t('move.reject'),
          }
        : {
            title: t('remedies.cancel_confirm_title'),
            message: t(`remedies.cancel_confirm_text_${route}`, amounts),
            confirmLabel: t('remedies.cancel_confirm'),
            rejectLabel: t('move.reject'),
          },
    );
    if (!ok) return;
    setBusy(kind);
    try {
      if (kind === 'spot') {
        await takeSpot({ variables: { ticketId } });
        notify('success', t('remedies.spot_done', { spot: spot ?? '' }));
      } else {
        await cancelStay({ variables: { ticketId } });
        notify('success', t(`remedies.cancel_done_${route}`, amounts));
      }
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') expireSession();
      else notify('error', errorMessage(normalized));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert color="yellow" title={t('remedies.title')} data-testid="ticket-remedies">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{spot ? t('remedies.text') : t('remedies.no_spot')}</Text>
        <Group gap="sm">
          {spot ? (
            <Button
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              loading={busy === 'spot'}
              disabled={busy !== null}
              onClick={() => void run('spot')}
            >
              {t('remedies.take_spot', { spot })}
            </Button>
          ) : null}
          <Button
            variant={spot ? 'default' : 'filled'}
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            loading={busy === 'cancel'}
            disabled={busy !== null}
            onClick={() => void run('cancel')}
          >
            {t('remedies.cancel', { amount })}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
