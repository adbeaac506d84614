import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canTransition } from '@parkshare/shared/parkings/status';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import type { ParkingDetailsQuery } from '../../../gql/graphql';
import { useActivateParking } from '../api/activate-parking';
import { useDeactivateParking } from '../api/deactivate-parking';
import { useRequestParkingVerification } from '../api/request-parking-verification';
import { reportError } from '../../../lib/errors/report-error';
import { ReadinessChecklist } from './readiness-checklist';
import { StatusBadge } from './status-badge';

type Parking = ParkingDetailsQuery['parking'];

/** Where the parking stands and the one next step: send for verification, deactivate or activate. */
export function ParkingStatusCard({ parking }: { parking: Parking }) {
  const { t, i18n } = useTranslation('parkings');
  const [requestVerification, request] = useRequestParkingVerification();
  const [deactivate, deactivation] = useDeactivateParking();
  const [activate, activation] = useActivateParking();
  const { status, canManage } = parking;
  const waiting = status === 'pending_verification' && parking.verificationRequestedAt;
  const canSend = canManage && canTransition(status, 'requestVerification') && !waiting;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify('success', success);
    } catch (error) {
      reportError(error);
    }
  };
  const askDeactivate = async () => {
    const ok = await confirm({
      title: t('editor.deactivate_title'),
      message: t('editor.deactivate_message', { name: parking.name }),
      confirmLabel: t('editor.deactivate'),
    });
    if (ok) await run(() => deactivate({ variables: { id: parking.id } }), t('editor.deactivated'));
  };

  return (
    <Paper withBorder radius="md" p="md" bg="var(--ps-surface)" component="section" aria-labelledby="parking-status">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="parking-status">
            {t('editor.status_title')}
          </Title>
          <StatusBadge parking={parking} />
        </Group>
        {status === 'rejected_verification' ? (
          <Alert color="red" role="status" title={t('editor.rejected', { reason: parking.rejectionReason ?? '' })}>
            {canManage ? t('editor.rejected_hint') : null}
          </Alert>
        ) : null}
        {waiting ? (
          <Text size="sm">
            {t('editor.waiting', {
              date: formatDateTime(waiting, i18n.resolvedLanguage?.startsWith('pl') ? 'pl' : 'en'),
            })}
          </Text>
        ) : null}
        {canSend ? (
          <>
            <ReadinessChecklist parkingId={parking.id} readiness={parking.readiness} />
            <Button
              style={{ alignSelf: 'flex-start' }}
              disabled={!parking.readiness.ready}
              loading={request.loading}
              onClick={() => void run(() => requestVerification({ variables: { id: parking.id } }), t('editor.sent'))}
            >
              {t('editor.send')}
            </Button>
          </>
        ) : null}
        {status === 'active' ? (
          <>
            <Text size="sm">{t('editor.active_text')}</Text>
            <Anchor component={Link} to={paths.publicParking.href(parking.identifier)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {t('editor.public_link', { path: paths.publicParking.href(parking.identifier) })}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </>
        ) : null}
        {status === 'inactive' ? <Text size="sm">{t('editor.inactive_text')}</Text> : null}
        {status === 'active' ? null : (
          <Anchor component={Link} to={paths.publicParking.href(parking.identifier)} size="sm">
            {t('editor.preview_link')}
          </Anchor>
        )}
        {canManage && canTransition(status, 'deactivate') ? (
          <Button
            variant="outline"
            color="red"
            style={{ alignSelf: 'flex-start' }}
            loading={deactivation.loading}
            onClick={() => void askDeactivate()}
          >
            {t('editor.deactivate')}
          </Button>
        ) : null}
        {canManage && canTransition(status, 'activate') ? (
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={activation.loading}
            onClick={() => void run(() => activate({ variables: { id: parking.id } }), t('editor.activated'))}
          >
            {t('editor.activate')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
