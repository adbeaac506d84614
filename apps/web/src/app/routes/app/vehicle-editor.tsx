import { VehicleEditorPage } from '../../../features/vehicles/components/vehicle-editor-page';

// /vehicle-creator and /vehicle/{vehicleId}/editor share this screen (SPEC §2).
export { VehicleEditorPage as Component };
