// Which car and which billing account the form starts with (SPEC §3: the last selected vehicle is remembered).

export interface VehicleChoice {
  id: string;
  registrationNumber: string;
  name?: string | null;
  status: string;
  billingAccountId?: string | null;
  isDefault: boolean;
}

export interface BillingChoice {
  id: string;
  fullName?: string | null;
  companyName?: string | null;
  city?: string | null;
  isDefault: boolean;
}

const usable = (vehicle: VehicleChoice | undefined): vehicle is VehicleChoice => vehicle?.status === 'active';

/** The draft's car if still usable, else the last selected one, else the default, else the first active car. */
export function pickVehicle(
  vehicles: readonly VehicleChoice[],
  draftVehicleId: string | null,
  lastVehicleId: string | null,
): VehicleChoice | null {
  const byId = (id: string | null) => (id ? vehicles.find((vehicle) => vehicle.id === id) : undefined);
  for (const candidate of [byId(draftVehicleId), byId(lastVehicleId), vehicles.find((v) => v.isDefault)]) {
    if (usable(candidate)) {
      return candidate;
    }
  }
  return vehicles.find((vehicle) => usable(vehicle)) ?? null;
}

/**
 * The draft's billing account if it is still one of the user's; otherwise (or when the car changed: pass the
 * car) the car's billing account, else the default, else the first. null without billing accounts.
 */
export function pickBilling(
  billings: readonly BillingChoice[],
  draftBillingId: string | null,
  vehicle: VehicleChoice | null,
): string | null {
  const has = (id: string | null | undefined) => (id ? billings.some((billing) => billing.id === id) : false);
  if (draftBillingId && has(draftBillingId)) {
    return draftBillingId;
  }
  if (vehicle && has(vehicle.billingAccountId)) {
    return vehicle.billingAccountId ?? null;
  }
  return (billings.find((billing) => billing.isDefault) ?? billings[0])?.id ?? null;
}
