import { useMemo } from 'react';
import { useParkingFormOptions } from '../api/parking-form-options';
import type { Option } from '../components/parking-form';

/** The billing accounts (default first, as the API orders them) and the organizations I administer, as options. */
export function useParkingOptions(skip = false) {
  const { data, loading, error } = useParkingFormOptions(skip);
  return useMemo(() => {
    const billingAccounts: Option[] = (data?.myBillingAccounts ?? []).map((account) => ({
      value: account.id,
      label: [account.companyName ?? account.fullName, account.city].filter(Boolean).join(', '),
    }));
    const organizations: Option[] = (data?.myOrganizations ?? [])
      .filter((organization) => organization.myRole === 'admin')
      .map((organization) => ({ value: organization.id, label: organization.name }));
    const defaultBillingAccountId =
      data?.myBillingAccounts.find((account) => account.isDefault)?.id ?? billingAccounts[0]?.value ?? '';
    return { ready: Boolean(data), loading, error, billingAccounts, organizations, defaultBillingAccountId };
  }, [data, loading, error]);
}
