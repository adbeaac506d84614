import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** Switches between the admin screens (users, the parking and bank account verification queues); shown at the top of each. */
export function AdminNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = [paths.adminVerification.href(), paths.adminBankAccounts.href()];
  const value = sections.find((section) => pathname.startsWith(section)) ?? paths.admin.href();
  return (
    <nav aria-label={t('admin_nav.label')}>
      <SegmentedControl
        value={value}
        onChange={(to) => void navigate(to)}
        data={[
          { value: paths.admin.href(), label: t('admin_nav.users') },
          { value: paths.adminVerification.href(), label: t('admin_nav.verification') },
          { value: paths.adminBankAccounts.href(), label: t('admin_nav.bank_accounts') },
        ]}
        mb="md"
      />
    </nav>
  );
}
