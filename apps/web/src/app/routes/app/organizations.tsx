import { OrganizationsPage } from '../../../features/organizations/components/organizations-page';

export { OrganizationsPage as Component };
