import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/message-page';
import { corePaths as paths } from '../../config/core-paths';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <MessagePage
      code="404"
      title={t('not_found.title')}
      message={t('not_found.message')}
      action={{ to: paths.home.href(), label: t('errors.go_home') }}
    />
  );
}

export { NotFoundScreen as Component };
