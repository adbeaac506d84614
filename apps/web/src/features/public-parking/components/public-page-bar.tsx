import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { corePaths as paths } from '../../../config/core-paths';
import { useSession } from '../../../lib/session/session-store';

/** The way on from a public page: a guest can sign in (and come back), a signed-in user goes into the app. */
export function PublicPageBar() {
  const { t } = useTranslation('public-parking');
  const { authenticated } = useSession();
  const location = useLocation();
  return (
    <Group justify="flex-end" mb="xs">
      {authenticated ? (
        <Button component={Link} to={paths.map.href()} variant="light" size="compact-md">
          {t('bar.open_app')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={paths.signIn.href(`${location.pathname}${location.search}`)}
          variant="light"
          size="compact-md"
        >
          {t('bar.sign_in')}
        </Button>
      )}
    </Group>
  );
}
