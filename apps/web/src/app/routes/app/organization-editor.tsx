import { OrganizationEditorPage } from '../../../features/organizations/components/organization-editor-page';

// /organization-creator and /organization/{organizationId}/editor share this screen (SPEC §2).
export { OrganizationEditorPage as Component };
