import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** Switches between the admin screens (users, verification queue); shown at the top of each. */
export function AdminNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = pathname.startsWith(paths.adminVerification.href()) ? paths.adminVerification.href() : paths.admin.href();
  return (
    <nav aria-label={t('admin_nav.label')}>
      <SegmentedControl
        value={value}
        onChange={(to) => void navigate(to)}
        data={[
          { value: paths.admin.href(), label: t('admin_nav.users') },
          { value: paths.adminVerification.href(), label: t('admin_nav.verification') },
        ]}
        mb="md"
      />
    </nav>
  );
}
