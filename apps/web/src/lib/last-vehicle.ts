import { LAST_VEHICLE_KEY } from './session/token-storage';

// The vehicle the driver chose last (SPEC §3): localStorage `last_vehicle`, preselected in the next reservation.
// Logout clears it with the rest of the session (clearSessionStorage in session/token-storage.ts).

export function getLastVehicle(): string | null {
  try {
    return localStorage.getItem(LAST_VEHICLE_KEY) || null;
  } catch {
    return null;
  }
}

export function setLastVehicle(vehicleId: string): void {
  try {
    localStorage.setItem(LAST_VEHICLE_KEY, vehicleId);
  } catch {
    // Storage full or blocked (private mode): the choice is simply not remembered.
  }
}

export function clearLastVehicle(): void {
  try {
    localStorage.removeItem(LAST_VEHICLE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
