import './print-signs.css';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignTexts } from '../hooks/use-sign-texts';
import { createSpotSign, svgDataUrl } from '../utils/spot-sign';

interface PrintSignsProps {
  identifier: string;
  spots: readonly { id: string; number: string }[];
  backTo: string;
}

/** Every spot's sign, one per printed page; the toolbar and the app around it are not printed. */
export function PrintSigns({ identifier, spots, backTo }: PrintSignsProps) {
  const { t } = useTranslation('parkings');
  const texts = useSignTexts();
  const [signs, setSigns] = useState<{ id: string; number: string; src: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { brand, scanToPark, spotLabel } = texts;

  useEffect(() => {
    let cancelled = false;
    const origin = window.location.origin;
    Promise.all(
      spots.map(async (spot) => ({
        id: spot.id,
        number: spot.number,
        src: svgDataUrl(
          await createSpotSign({
            origin,
            identifier,
            spotNumber: spot.number,
            texts: { brand, scanToPark, spotLabel },
          }),
        ),
      })),
    ).then(
      (made) => !cancelled && setSigns(made),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [spots, identifier, brand, scanToPark, spotLabel]);

  return (
    <Stack gap="md" className="ps-signs">
      <Stack gap="xs" className="ps-signs__toolbar">
        <Title order={1} fz="h2">
          {t('signs.title')}
        </Title>
        <Text c="dimmed">{t('signs.intro')}</Text>
        <Group gap="xs">
          <Button leftSection={<IconPrinter size={16} aria-hidden />} disabled={!signs} onClick={() => window.print()}>
            {t('signs.print')}
          </Button>
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('signs.back')}
          </Button>
        </Group>
        {failed ? (
          <Alert color="red" role="alert">
            {t('spots.sign_error')}
          </Alert>
        ) : null}
        {!signs && !failed ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{t('signs.preparing')}</Text>
          </Group>
        ) : null}
      </Stack>
      {signs?.map((sign) => (
        <div key={sign.id} className="ps-signs__sheet">
          <img src={sign.src} alt={t('signs.sign_alt', { number: sign.number })} />
        </div>
      ))}
    </Stack>
  );
}
