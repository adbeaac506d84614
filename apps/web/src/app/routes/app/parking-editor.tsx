import { useParams } from 'react-router';
import { ParkingCreatorPage } from '../../../features/parkings/components/parking-creator-page';
import { ParkingEditorPage } from '../../../features/parkings/components/parking-editor-page';

// /parking-creator and /parking/{parkingId}/editor share one screen module (SPEC §2).
export function Component() {
  const { parkingId } = useParams();
  return parkingId ? <ParkingEditorPage key={parkingId} /> : <ParkingCreatorPage />;
}
