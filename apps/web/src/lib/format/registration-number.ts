// A stored registration number ("WA12345", capitals and digits only) as people read it on the plate: the area
// code (two or three letters) apart from the rest, "WA 12345", "KR 3T789", "WPI 1234A". Anything else is shown
// as stored.
const AREA_THEN_REST = /^([A-Z]{2,3})(\d[A-Z0-9]*)$/;

export function formatRegistrationNumber(value: string): string {
  const match = AREA_THEN_REST.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}
