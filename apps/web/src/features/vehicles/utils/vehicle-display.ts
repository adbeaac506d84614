import { formatRegistrationNumber } from '../../../lib/format/registration-number';

interface Holder {
  fullName?: string | null;
  companyName?: string | null;
}

/** Who a billing account is for, as one line: the company, else the person. */
export const billingHolder = (account: Holder): string => account.companyName || account.fullName || '';

/** The vehicle's title on cards and toasts: its plate as read, with its name when it has one. */
export const vehicleTitle = (vehicle: { registrationNumber: string }): string =>
  formatRegistrationNumber(vehicle.registrationNumber);
