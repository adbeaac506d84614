import { Anchor, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCar, IconCoin, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { corePaths as paths } from '../../../config/core-paths';
import { useConfig } from '../../../lib/config';
import { openConsentBanner } from '../../../lib/consent/consent-store';
import { hasOptionalTags } from '../../../lib/consent/optional-tags';
import { useSession } from '../../../lib/session/session-store';

const pillars = [
  { key: 'share', icon: IconShare },
  { key: 'use', icon: IconCar },
  { key: 'earn', icon: IconCoin },
] as const;

export function LandingPage() {
  const { t } = useTranslation('landing');
  const { authenticated } = useSession();
  const config = useConfig();
  return (
    <Stack gap="xl" py="xl">
      <Stack gap="sm" maw={640}>
        <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
          {t('tagline')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <div className="ps-cta">
        {authenticated ? null : (
          <>
            <Button component={Link} to={paths.signIn.href()} size="md">
              {t('sign_in')}
            </Button>
            <Button component={Link} to={paths.signUp.href()} size="md" variant="outline">
              {t('sign_up')}
            </Button>
          </>
        )}
        <Button component={Link} to={paths.map.href()} size="md" variant={authenticated ? 'filled' : 'subtle'}>
          {t('go_to_app')}
        </Button>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {pillars.map(({ key, icon: Icon }) => (
          <Stack key={key} gap={6} p="md" bg="var(--ps-surface)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Title order={2} fz="h4">
              {t(`pillars.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`pillars.${key}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group component="nav" gap="lg" aria-label={t('footer.label')}>
        <Anchor component={Link} to={paths.terms.href()} size="sm">
          {t('footer.terms')}
        </Anchor>
        <Anchor component={Link} to={paths.privacy.href()} size="sm">
          {t('footer.privacy')}
        </Anchor>
        {/* Guests change their cookie choice here (signed-in users also in settings), decision 094. */}
        {hasOptionalTags(config) ? (
          <Anchor component="button" type="button" size="sm" onClick={openConsentBanner}>
            {t('footer.cookies')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
