import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { vehicleInput } from './vehicles';

const plateErrors = (input: Record<string, unknown>) => {
  const result = vehicleInput.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'registrationNumber').map((issue) => issue.message);
};

describe('vehicleInput registration number', () => {
  it('refuses what is no Polish plate, once, with the SPEC §5 message', () => {
    for (const plate of ['AB12', 'AB 12', 'XY 12345', 'WARSZAWA', 'WPI 123456']) {
      expect(plateErrors({ registrationNumber: plate })).toEqual([messages.registrationNumber]);
    }
  });

  it('accepts a Polish plate however it is typed and stores it normalised', () => {
    const result = vehicleInput.safeParse({ registrationNumber: ' wa-123 45 ' });
    expect(result.success && result.data.registrationNumber).toBe('WA12345');
  });

  it('accepts a foreign plate the driver marks as foreign, by looser rules', () => {
    const result = vehicleInput.safeParse({ registrationNumber: 'm abc 123', foreignPlate: true });
    expect(result.success && result.data.registrationNumber).toBe('MABC123');
    expect(plateErrors({ registrationNumber: 'AB 12', foreignPlate: true })).toEqual([]);
    expect(plateErrors({ registrationNumber: 'ABCDEF', foreignPlate: true })).toEqual([messages.registrationNumber]);
  });

  it('says only that a blank plate is required, also next to other wrong fields', () => {
    expect(plateErrors({ registrationNumber: '  ' })).toEqual([messages.required]);
    expect(plateErrors({ registrationNumber: 'AB12', name: 'x'.repeat(500) })).toEqual([messages.registrationNumber]);
  });
});
