// Parkshare's commission on a completed reservation (issue 5): the owner earns the rest. Integer grosze, half up.
export const PLATFORM_COMMISSION_PERCENT = 10;

export function commissionOf(amount: number): number {
  return Math.floor((amount * PLATFORM_COMMISSION_PERCENT + 50) / 100);
}
