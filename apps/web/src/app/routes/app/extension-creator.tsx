import { ExtensionCreatorPage } from '../../../features/reservations/components/extension-creator-page';

export { ExtensionCreatorPage as Component };
