import { BLIK_APPROVAL_TIMEOUT_SECONDS, BLIK_CODE_VALIDITY_SECONDS } from '@parkshare/shared/payments/blik';
import { DEFAULT_MAX_TOP_UP, MIN_TOP_UP } from '@parkshare/shared/validation/payments';
import { useConfig, type PaymentsConfig } from '../../lib/config';

// What the server said in GET /api/config, or the shared defaults when it did not say it.
const FALLBACK: PaymentsConfig = {
  maxTopUp: DEFAULT_MAX_TOP_UP,
  minTopUp: MIN_TOP_UP,
  blikCodeValiditySeconds: BLIK_CODE_VALIDITY_SECONDS,
  blikApprovalTimeoutSeconds: BLIK_APPROVAL_TIMEOUT_SECONDS,
};

export function usePaymentsConfig(): PaymentsConfig {
  return { ...FALLBACK, ...useConfig().payments };
}
