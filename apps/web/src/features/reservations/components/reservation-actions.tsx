import { Button, Group } from '@mantine/core';
import { IconClockPlus, IconDoorExit, IconX } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  planOfRefunds,
  refundAmounts,
  refundRoute,
  type RefundPlanLike,
} from '../../../components/payments/refund-route';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { confirm } from '../../../lib/confirm';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useCancelReservation } from '../api/cancel-reservation';
import { useCompleteReservation } from '../api/complete-reservation';
import { reservationErrorText } from '../utils/error-text';
import { localeOf } from '../../../lib/format/date';

interface ReservationActionsProps {
  reservation: {
    id: string;
    currency: string;
    status: string;
    canExtend: boolean;
    canCancel: boolean;
    canComplete: boolean;
    /** Where cancelling sends the money (the BLIK / bank account that paid, or the balance); null when unpaid. */
    cancelRefund?: RefundPlanLike | null;
  };
  /** Asks for the reservation again after an action (the mutations refetch too; this keeps the page exact). */
  onChanged: () => unknown;
}

/** What the driver can do now, as the API allows it: extend, finish now (leave within 5 minutes), cancel. */
export function ReservationActions({ reservation, onChanged }: ReservationActionsProps) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const leaveMinutes = useConfig().reservations?.leaveBufferMinutes ?? LEAVE_BUFFER_MINUTES;
  const [complete] = useCompleteReservation();
  const [cancel] = useCancelReservation();
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);

  const fail = (error: unknown) => {
    if (normalizeError(error).kind === 'unauthenticated') {
      expireSession();
      return;
    }
    notify('error', reservationErrorText(error, t));
  };

  const finish = async () => {
    const ok = await confirm({
      title: t('finish.confirm_title'),
      message: t('finish.confirm_text', { count: leaveMinutes }),
      confirmLabel: t('finish.confirm'),
      rejectLabel: t('finish.reject'),
    });
    if (!ok) {
      return;
    }
    setBusy('complete');
    try {
      await complete({ variables: { id: reservation.id } });
      notify('success', t('finish.done', { count: leaveMinutes }));
      void onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const money = (grosze: number) => formatMoney(grosze, locale, reservation.currency);
  const cancelReservation = async () => {
    const plan = reservation.cancelRefund;
    const route = refundRoute(plan);
    const ok = await confirm({
      title: t('cancel.confirm_title'),
      message:
        plan && route ? t(`cancel.confirm_refund_${route}`, refundAmounts(plan, money)) : t('cancel.confirm_unpaid'),
      confirmLabel: t('cancel.confirm'),
      rejectLabel: t('cancel.reject'),
    });
    if (!ok) {
      return;
    }
    setBusy('cancel');
    try {
      const result = await cancel({ variables: { id: reservation.id } });
      // What actually went back, and where (the refunds the cancellation made).
      const refunded = planOfRefunds(result.data?.cancelReservation.refunds ?? []);
      const done = refundRoute(refunded);
      notify('success', done ? t(`cancel.done_refund_${done}`, refundAmounts(refunded, money)) : t('cancel.done'));
      void onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  if (!reservation.canExtend && !reservation.canComplete && !reservation.canCancel) {
    return null;
  }
  return (
    <Group gap="sm">
      {reservation.canExtend ? (
        <Button
          component={Link}
          to={paths.extensionCreator.href(reservation.id)}
          leftSection={<IconClockPlus size={16} aria-hidden />}
        >
          {t('actions.extend')}
        </Button>
      ) : null}
      {reservation.canComplete ? (
        <Button
          variant="light"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          loading={busy === 'complete'}
          disabled={busy !== null}
          onClick={() => void finish()}
        >
          {t('actions.finish')}
        </Button>
      ) : null}
      {reservation.canCancel ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          loading={busy === 'cancel'}
          disabled={busy !== null}
          onClick={() => void cancelReservation()}
        >
          {t('actions.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}
