import type { TFunction } from 'i18next';

// The words of /admin/ksef that depend on numbers and states: the deadline warnings with Polish plural forms
// ("1 faktura", "2 faktury", "5 faktur"), which of them to show, and the colours of the states.

export type DeadlineAlert = 'near' | 'passed';

export interface DeadlineWarning {
  level: DeadlineAlert;
  title: string;
  text: string;
}

/** The warnings of the queue's summary, the graver first; none when every waiting invoice has time. */
export function deadlineWarnings(
  { nearDeadline, pastDeadline }: { nearDeadline: number; pastDeadline: number },
  t: TFunction,
): DeadlineWarning[] {
  const warnings: DeadlineWarning[] = [];
  if (pastDeadline > 0) {
    warnings.push({
      level: 'passed',
      title: t('ksef:deadline.past', { count: pastDeadline }),
      text: t('ksef:deadline.past_text'),
    });
  }
  if (nearDeadline > 0) {
    warnings.push({
      level: 'near',
      title: t('ksef:deadline.near', { count: nearDeadline }),
      text: t('ksef:deadline.near_text'),
    });
  }
  return warnings;
}

/** Past the deadline red, near it orange. */
export const deadlineColor = (alert: DeadlineAlert): string => (alert === 'passed' ? 'red' : 'orange');

export const KSEF_STATES = ['queued', 'sending', 'accepted', 'rejected'] as const;
export type KsefState = (typeof KSEF_STATES)[number];

/** A count tile stands out only when it asks for attention: refused invoices red, none otherwise. */
export const countColor = (state: KsefState, count: number): string | undefined =>
  state === 'rejected' && count > 0 ? 'red' : undefined;

/** KSeF's status code of a refusal (450, 410 ...), or the word for none (an invoice refused before it was sent). */
export const statusCodeText = (code: number | null | undefined, t: TFunction): string =>
  code === null || code === undefined ? t('ksef:rejected.no_code') : String(code);
