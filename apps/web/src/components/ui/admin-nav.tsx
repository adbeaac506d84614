import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Switches between the admin screens (users, the support desk, the parking and bank account verification
 * queues, payouts to owners, KSeF e-invoices); shown at the top of each. Links that wrap onto further lines at 360 px
 * instead of a segmented control that would squeeze six labels.
 */
export function AdminNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const sections = [
    { to: paths.adminTickets.href(), label: t('admin_nav.support') },
    { to: paths.adminVerification.href(), label: t('admin_nav.verification') },
    { to: paths.adminBankAccounts.href(), label: t('admin_nav.bank_accounts') },
    { to: paths.adminPayouts.href(), label: t('admin_nav.payouts') },
    { to: paths.adminKsef.href(), label: t('admin_nav.ksef') },
  ];
  const current = sections.find((section) => pathname.startsWith(section.to))?.to ?? paths.admin.href();
  return (
    <nav aria-label={t('admin_nav.label')}>
      <Group gap={6} mb="md">
        {[{ to: paths.admin.href(), label: t('admin_nav.users') }, ...sections].map((section) => (
          <Button
            key={section.to}
            component={Link}
            to={section.to}
            size="compact-md"
            variant={current === section.to ? 'filled' : 'default'}
            aria-current={current === section.to ? 'page' : undefined}
          >
            {section.label}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
