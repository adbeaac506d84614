import { UsersPage } from '../../../features/admin/components/users-page';

export { UsersPage as Component };
