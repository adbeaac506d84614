import { ExtensionPayments } from '../../../features/booking/components/reservation-payments-page';

export { ExtensionPayments as Component };
