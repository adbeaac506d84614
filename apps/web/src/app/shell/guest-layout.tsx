import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LOCALES } from '@parkshare/shared/locales';
import { corePaths as paths } from '../../config/core-paths';
import { LANGUAGE_NAMES } from '../../lib/i18n/languages';
import { Brand } from './brand';

/** Layout of the public and signed-out screens: brand and a language switch, then the page. */
export function GuestLayout() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  return (
    <Box mih="100dvh">
      <Container size="md" py="sm" component="header">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home.href()} underline="never" aria-label={t('brand_home')}>
            <Brand />
          </Anchor>
          <Group gap={4} role="group" aria-label={t('language')}>
            {LOCALES.map((locale) => (
              <Button
                key={locale}
                size="compact-sm"
                variant={current === locale ? 'filled' : 'subtle'}
                aria-pressed={current === locale}
                lang={locale}
                onClick={() => void i18n.changeLanguage(locale)}
              >
                {LANGUAGE_NAMES[locale]}
              </Button>
            ))}
          </Group>
        </Group>
      </Container>
      <Container size="md" pb="xl" component="main" id="main" tabIndex={-1}>
        <Outlet />
      </Container>
    </Box>
  );
}
