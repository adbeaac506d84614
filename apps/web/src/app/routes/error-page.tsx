import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { corePaths as paths } from '../../config/core-paths';
import { errorHooks } from '../../lib/error-hooks';
import { NotFoundScreen } from './not-found';

/** SPEC §8 'Something went wrong...': any error thrown while rendering a route lands here. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A screen that crashed is reported (decision 093); a page that does not exist is not a failure.
  useEffect(() => {
    if (!notFound) errorHooks.crashed?.(error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <Container py="xl">
        <NotFoundScreen />
      </Container>
    );
  }
  return (
    <Container py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz="h2">
          {t('errors.something_went_wrong')}
        </Title>
        <Text c="dimmed">{t('errors.something_went_wrong_hint')}</Text>
        {/* A full reload: the app state that failed is not worth keeping. */}
        <Button component="a" href={paths.home.href()}>
          {t('errors.go_home')}
        </Button>
      </Stack>
    </Container>
  );
}
