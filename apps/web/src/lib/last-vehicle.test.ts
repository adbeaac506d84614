import { beforeEach, describe, expect, it } from 'vitest';
import { clearLastVehicle, getLastVehicle, setLastVehicle } from './last-vehicle';
import { clearSessionStorage } from './session/token-storage';

beforeEach(() => localStorage.clear());

describe('last vehicle', () => {
  it('is kept under last_vehicle until cleared', () => {
    expect(getLastVehicle()).toBeNull();
    setLastVehicle('v-1');
    expect(localStorage.getItem('last_vehicle')).toBe('v-1');
    expect(getLastVehicle()).toBe('v-1');
    clearLastVehicle();
    expect(getLastVehicle()).toBeNull();
  });

  it('is forgotten on logout with the rest of the session', () => {
    setLastVehicle('v-2');
    clearSessionStorage();
    expect(getLastVehicle()).toBeNull();
  });
});
