import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { useParams } from 'react-router';
import { PublicParkingPage } from '../../features/public-parking/components/public-parking-page';
import { NotFoundScreen } from './not-found';

// /{identifier} matches any single segment the static routes leave; only a parking identifier is a parking page.
export function Component() {
  const { identifier = '' } = useParams();
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) return <NotFoundScreen />;
  return <PublicParkingPage key={identifier} identifier={identifier} notFound={<NotFoundScreen />} />;
}
