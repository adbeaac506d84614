import { UserAccountPage } from '../../../features/admin/components/user-account-page';

export { UserAccountPage as Component };
