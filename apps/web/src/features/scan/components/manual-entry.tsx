import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { isSpotNumber } from '@parkshare/shared/spots/spot-number';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

// Capitals as they are typed, keeping the caret where it was.
function upperCase(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    input.value = upper;
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}

/** For people without a camera: the identifier and spot number printed on the sign open the same page. */
export function ManualEntry() {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const titleId = useId();
  const [identifier, setIdentifier] = useState('');
  const [spotNumber, setSpotNumber] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; spotNumber?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = identifier.trim().toUpperCase();
    const spot = spotNumber.trim().replace(/\s+/g, ' ');
    const next = {
      identifier: !id
        ? t('manual.required')
        : PARKING_IDENTIFIER_PATTERN.test(id)
          ? undefined
          : t('manual.invalid_identifier'),
      spotNumber: spot && !isSpotNumber(spot) ? t('manual.invalid_spot') : undefined,
    };
    setErrors(next);
    if (next.identifier || next.spotNumber) return;
    void navigate(spot ? paths.publicSpot.href(id, spot) : paths.publicParking.href(id));
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" bg="var(--ps-surface)">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} fz="h4" id={titleId}>
              {t('manual.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('manual.description')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('manual.identifier')}
              placeholder={t('manual.identifier_placeholder')}
              withAsterisk
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={identifier}
              error={errors.identifier}
              onChange={(event) => setIdentifier(upperCase(event))}
            />
            <TextInput
              label={t('manual.spot_number')}
              placeholder={t('manual.spot_number_placeholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={spotNumber}
              error={errors.spotNumber}
              onChange={(event) => setSpotNumber(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            {t('manual.open')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
