import { ImagesPage } from '../../../features/images/components/images-page';

export { ImagesPage as Component };
