import { SpotEditorPage } from '../../../features/parkings/components/spot-editor-page';

export { SpotEditorPage as Component };
