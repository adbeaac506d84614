import { InvitationPage } from '../../../features/organizations/components/invitation-page';

export { InvitationPage as Component };
