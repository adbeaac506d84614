import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import type { ReverseStatus } from '../hooks/use-reverse-geocode';
import { formatCoordinate } from '../utils/format-address';
import type { AddressPartName } from '../utils/merge-address';
import { PinMap, type Point } from './pin-map';

interface PinPanelProps {
  pin: Point | null;
  start: Point;
  focusKey: number;
  status: ReverseStatus;
  onPinChange: (point: Point, how: 'drag' | 'tap' | 'keys' | 'locate') => void;
  error?: string;
  /** Hand-typed fields that differ from the address found at the pin, or null. */
  kept: AddressPartName[] | null;
  onUseFound: () => void;
}

type LocateFailure = 'permission_denied' | 'position_unavailable' | 'timeout' | 'unknown';
const GEOLOCATION_FAILURES: Record<number, LocateFailure> = {
  1: 'permission_denied',
  2: 'position_unavailable',
  3: 'timeout',
};

/** The map with its pin, what the pin's position says, and the coordinates (read-only). */
export function PinPanel({ pin, start, focusKey, status, onPinChange, error, kept, onUseFound }: PinPanelProps) {
  const { t } = useTranslation('addresses');
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify('warning', t('locate.not_supported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPinChange({ latitude: position.coords.latitude, longitude: position.coords.longitude }, 'locate');
      },
      (failure) => {
        setLocating(false);
        const key = GEOLOCATION_FAILURES[failure.code] ?? 'unknown';
        notify(key === 'unknown' ? 'error' : 'warning', t(`locate.${key}`));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Text size="sm" fw={500} id="address-pin-help" style={{ flex: '1 1 12rem' }}>
          {pin ? t('map.drag_help') : t('map.place_help')}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={locate}
          loading={locating}
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
        >
          {t('locate.button')}
        </Button>
      </Group>
      <PinMap pin={pin} start={start} focusKey={focusKey} onPinChange={onPinChange} />
      <div aria-live="polite" role="status">
        {status === 'looking' ? (
          <Group gap={6}>
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('map.looking_up')}
            </Text>
          </Group>
        ) : null}
        {status === 'none' ? (
          <Text size="sm" c="dimmed">
            {t('map.nothing_here')}
          </Text>
        ) : null}
      </div>
      {status === 'failed' ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="xs">
          <Text size="sm">{t('map.geocoder_failed')}</Text>
        </Alert>
      ) : null}
      {kept ? (
        <Alert color="blue" p="xs" role="status">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t('map.kept', { fields: kept.map((name) => t(`fields.${name}`)).join(', ') })}</Text>
            <Button size="xs" variant="light" onClick={onUseFound}>
              {t('map.use_found')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label={t('fields.latitude')}
          value={formatCoordinate(pin?.latitude)}
          readOnly
          variant="filled"
          placeholder={t('map.not_placed')}
          error={error ? true : undefined}
        />
        <TextInput
          label={t('fields.longitude')}
          value={formatCoordinate(pin?.longitude)}
          readOnly
          variant="filled"
          placeholder={t('map.not_placed')}
          error={error ? true : undefined}
        />
      </SimpleGrid>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {pin ? error : t('map.pin_required')}
        </Text>
      ) : null}
    </Stack>
  );
}
