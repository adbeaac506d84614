// How a failed payment reads on screen (money and booking screens alike).

/** The failure codes the gateway reports, as the reasons people read (declined, expired, cancelled...). */
export type FailureReason = 'declined' | 'rejected' | 'expired' | 'cancelled' | 'already_used' | 'timed_out' | 'other';

export function failureReason(code: string | null | undefined): FailureReason {
  const text = (code ?? '').toLowerCase();
  if (/reject/.test(text)) {
    return 'rejected';
  }
  if (/declin|refus|insufficient/.test(text)) {
    return 'declined';
  }
  if (/expir/.test(text)) {
    return 'expired';
  }
  if (/cancel|abandon/.test(text)) {
    return 'cancelled';
  }
  if (/used/.test(text)) {
    return 'already_used';
  }
  if (/time/.test(text)) {
    return 'timed_out';
  }
  return 'other';
}
