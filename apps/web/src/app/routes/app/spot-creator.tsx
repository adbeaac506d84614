import { SpotCreatorPage } from '../../../features/parkings/components/spot-creator-page';

export { SpotCreatorPage as Component };
