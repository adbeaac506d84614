import { ImageUploaderPage } from '../../../features/images/components/image-uploader-page';

export { ImageUploaderPage as Component };
