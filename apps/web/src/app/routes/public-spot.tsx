import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { useParams } from 'react-router';
import { PublicSpotPage } from '../../features/public-parking/components/public-spot-page';
import { NotFoundScreen } from './not-found';

// /{identifier}/{spotNumber}: any two segments no other route takes; the identifier's shape is checked first.
export function Component() {
  const { identifier = '', spotNumber = '' } = useParams();
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier) || spotNumber.length === 0) return <NotFoundScreen />;
  return (
    <PublicSpotPage
      key={`${identifier}/${spotNumber}`}
      identifier={identifier}
      spotNumber={spotNumber}
      notFound={<NotFoundScreen />}
    />
  );
}
