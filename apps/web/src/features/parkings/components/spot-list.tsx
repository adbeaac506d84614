import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SpotFeatureList } from '../../../components/ui/spot-features';
import { paths } from '../../../config/paths';
import type { ParkingSpotsQuery } from '../../../gql/graphql';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useDeleteSpot } from '../api/delete-spot';
import { useSignTexts } from '../hooks/use-sign-texts';
import { reportError } from '../../../lib/errors/report-error';
import { createSpotSign, downloadSvg, spotSignFileName } from '../utils/spot-sign';

type Spot = ParkingSpotsQuery['parking']['spots'][number];

interface SpotListProps {
  parkingId: string;
  identifier: string;
  spots: readonly Spot[];
  canManage: boolean;
}

export function SpotList({ parkingId, identifier, spots, canManage }: SpotListProps) {
  const { t } = useTranslation('parkings');
  const texts = useSignTexts();
  const [deleteSpot] = useDeleteSpot();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (spot: Spot) => {
    setBusy(spot.id);
    try {
      const svg = await createSpotSign({ origin: window.location.origin, identifier, spotNumber: spot.number, texts });
      downloadSvg(svg, spotSignFileName(identifier, spot.number));
    } catch {
      notify('error', t('spots.sign_error'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (spot: Spot) => {
    const ok = await confirm({
      title: t('spots.delete_title'),
      message: t('spots.delete_message', { number: spot.number }),
      confirmLabel: t('spots.delete_title'),
    });
    if (!ok) return;
    setBusy(spot.id);
    try {
      await deleteSpot({ variables: { id: spot.id } });
      notify('success', t('spots.deleted', { number: spot.number }));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('spots.list_label')}>
      {spots.map((spot) => (
        <Paper key={spot.id} component="li" withBorder radius="md" px="md" py="xs" bg="var(--ps-surface)">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {spot.number}
              </Text>
              {spot.hasRestrictions ? (
                <Badge variant="light" color="orange" size="sm">
                  {t('spots.restricted')}
                </Badge>
              ) : null}
              <SpotFeatureList features={spot.features} size="xs" />
            </Group>
            <Group gap={4} wrap="nowrap">
              {canManage ? (
                <Tooltip label={t('spots.edit', { number: spot.number })}>
                  <ActionIcon
                    component={Link}
                    to={paths.spotEditor.href(parkingId, spot.id)}
                    variant="subtle"
                    size="lg"
                    aria-label={t('spots.edit', { number: spot.number })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              <Tooltip label={t('spots.photos', { number: spot.number })}>
                <ActionIcon
                  component={Link}
                  to={paths.images.href('spots', spot.id, parkingId)}
                  variant="subtle"
                  size="lg"
                  aria-label={t('spots.photos', { number: spot.number })}
                >
                  <IconPhoto size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('spots.download', { number: spot.number })}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  loading={busy === spot.id}
                  onClick={() => void download(spot)}
                  aria-label={t('spots.download', { number: spot.number })}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {canManage ? (
                <Tooltip label={t('spots.delete', { number: spot.number })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    disabled={busy === spot.id}
                    onClick={() => void remove(spot)}
                    aria-label={t('spots.delete', { number: spot.number })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
