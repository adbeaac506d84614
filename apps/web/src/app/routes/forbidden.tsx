import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/message-page';
import { corePaths as paths } from '../../config/core-paths';

function Forbidden() {
  const { t } = useTranslation('common');
  return (
    <MessagePage
      code="403"
      title={t('forbidden.title')}
      action={{ to: paths.map.href(), label: t('forbidden.back') }}
    />
  );
}

export { Forbidden as Component };
