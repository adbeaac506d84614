import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { corePaths as paths } from '../../../config/core-paths';
import { useSession } from '../../../lib/session/session-store';
import { newReservationDraft, saveReservationDraft } from '../../../lib/reservation-draft';

export type ReserveBlock = 'closed' | 'full' | 'reserved' | 'occupied' | null;

// The first later start the booking form offers: the next full hour after an hour from now.
const laterStart = () => new Date(Math.ceil((Date.now() + 3_600_000) / 3_600_000) * 3_600_000).toISOString();

/**
 * Reserve: a guest signs in first and comes back to this page; a signed-in user starts a reservation draft
 * (SPEC §3, session storage) and goes to the reservation flow. When the spot or parking cannot be had right now
 * the reason is given and the draft starts later (booking ahead, issue 13): the driver picks the time there.
 */
export function ReserveButton({
  parking,
  spotNumber = null,
  blockedBy,
}: {
  parking: { identifier: string; address: string | null };
  spotNumber?: string | null;
  blockedBy: ReserveBlock;
}) {
  const { t } = useTranslation('public-parking');
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const reasonId = `reserve-reason-${spotNumber ?? 'parking'}`;

  const reserve = () => {
    if (!authenticated) {
      void navigate(paths.signIn.href(`${location.pathname}${location.search}`));
      return;
    }
    saveReservationDraft({ ...newReservationDraft(parking, spotNumber), startAt: blockedBy ? laterStart() : null });
    void navigate(paths.reservation.href());
  };

  return (
    <Stack gap={4}>
      <Button
        size="md"
        fullWidth
        leftSection={<IconCalendarPlus size={20} aria-hidden />}
        onClick={reserve}
        aria-describedby={reasonId}
      >
        {blockedBy ? t('reserve.later') : spotNumber ? t('reserve.spot', { number: spotNumber }) : t('reserve.parking')}
      </Button>
      <Text size="sm" c="dimmed" id={reasonId}>
        {blockedBy
          ? `${t(`reserve.blocked.${blockedBy}`)} ${t('reserve.later_hint')}`
          : authenticated
            ? null
            : t('reserve.guest_hint')}
      </Text>
    </Stack>
  );
}
