import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCameraOff, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useQrCamera, type CameraFailure } from '../hooks/use-qr-camera';
import { classifyScan } from '../utils/classify-scan';
import { ManualEntry } from './manual-entry';

type ScanProblem = { kind: 'external'; url: string } | { kind: 'invalid' };

const FAILURE_HINT: Record<CameraFailure, string> = {
  denied: 'camera.hint_denied',
  missing: 'camera.hint_missing',
  unsupported: 'camera.hint_unsupported',
  other: 'camera.hint_other',
};

/** /scan: reads a spot's QR sign with the camera and opens that spot (SPEC §2, §8). */
export function ScanPage() {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const handled = useRef(false);
  const stopRef = useRef<() => void>(() => undefined);

  const onCode = useCallback(
    (text: string) => {
      if (handled.current) return;
      const result = classifyScan(text, [window.location.origin]);
      if (result.kind === 'spot' || result.kind === 'parking') {
        handled.current = true;
        stopRef.current();
        void navigate(result.path);
        return;
      }
      // The same code stays in view for many frames: keep one message until another code is read.
      setProblem((current) => {
        const next: ScanProblem =
          result.kind === 'external' ? { kind: 'external', url: result.url } : { kind: 'invalid' };
        return JSON.stringify(current) === JSON.stringify(next) ? current : next;
      });
    },
    [navigate],
  );
  const camera = useQrCamera(videoRef, onCode);
  useEffect(() => {
    stopRef.current = camera.stop;
  }, [camera.stop]);

  return (
    <Stack gap={0} maw={560}>
      <PageHeader
        title={t('title')}
        back={{ to: paths.map.href(), label: t('back_map') }}
        description={t('description')}
      />
      <Stack gap="md">
        <Paper withBorder p={0} radius="md" style={{ overflow: 'hidden' }} bg="dark.8">
          <Box pos="relative" style={{ aspectRatio: '4 / 3' }}>
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label={t('camera.video_label')}
              style={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                display: camera.status === 'failed' ? 'none' : 'block',
              }}
            />
            {camera.status === 'scanning' ? (
              <Box
                aria-hidden
                pos="absolute"
                style={{
                  inset: '15%',
                  border: '3px solid rgba(255, 255, 255, 0.85)',
                  borderRadius: 12,
                  boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.25)',
                }}
              />
            ) : null}
            {camera.status === 'starting' ? (
              <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs" role="status">
                <Loader color="white" />
                <Text c="white" size="sm">
                  {t('camera.starting')}
                </Text>
              </Stack>
            ) : null}
            {camera.status === 'failed' ? (
              <Stack pos="absolute" inset={0} align="center" justify="center" gap="sm" p="md" role="alert">
                <IconCameraOff size={40} color="white" aria-hidden />
                <Title order={2} fz="h4" c="white" ta="center">
                  {t('errors.camera_failed')}
                </Title>
                <Text c="gray.3" size="sm" ta="center">
                  {t(FAILURE_HINT[camera.failure ?? 'other'])}
                </Text>
                <Button onClick={camera.retry} leftSection={<IconRefresh size={16} aria-hidden />}>
                  {t('camera.retry')}
                </Button>
              </Stack>
            ) : null}
          </Box>
        </Paper>
        {camera.status === 'scanning' ? (
          <Text size="sm" c="dimmed" role="status">
            {t('camera.scanning')}
          </Text>
        ) : null}
        {problem ? (
          <Paper
            role="alert"
            p="sm"
            radius="md"
            bg="var(--mantine-color-orange-light)"
            c="var(--mantine-color-orange-light-color)"
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" c="inherit">
                  {problem.kind === 'external' ? t('errors.external_url') : t('errors.invalid_format')}
                </Text>
                <Text size="sm" c="inherit">
                  {problem.kind === 'external' ? t('errors.external_url_hint') : t('errors.invalid_format_hint')}
                </Text>
                {problem.kind === 'external' ? (
                  // Shown as text, never as a link: the code might lead anywhere.
                  <Text size="sm" ff="monospace" c="inherit" style={{ overflowWrap: 'anywhere' }}>
                    {problem.url}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        ) : null}
        <ManualEntry />
      </Stack>
    </Stack>
  );
}
