import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n';
import { localizeMessage } from '../i18n/localize-message';
import type { NormalizedError } from './normalize-error';

// Server texts outside the validation catalogue that the app knows; anything else is shown as it came.
const knownTexts: Record<string, string> = {
  'The given data was invalid.': 'common:errors.invalid_data',
  'Network error occurred.': 'common:errors.network',
  'Unknown error occurred.': 'common:errors.unknown',
};

/** The message of a normalised error in the user's language. */
export function errorMessage(error: NormalizedError, t: TFunction = i18n.t): string {
  if (error.kind === 'network') {
    return t('common:errors.network');
  }
  if (error.kind === 'unknown') {
    return t('common:errors.unknown');
  }
  // The codes' texts are English and sometimes specific ('Unknown payout.'); the UI says them in its language.
  if (error.kind === 'forbidden') {
    return t('common:errors.forbidden');
  }
  if (error.kind === 'not-found') {
    return t('common:errors.not_found');
  }
  const key = knownTexts[error.message];
  return key ? t(key) : localizeMessage(error.message, t);
}
