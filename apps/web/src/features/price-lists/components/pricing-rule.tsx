import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMoney } from '@parkshare/shared/money';
import type { SettlementPeriod } from '@parkshare/shared/pricing/types';
import { usePricingEngine } from '../hooks/use-pricing-engine';
import { exampleQuote } from '../utils/example-quote';

interface PricingRuleProps {
  settlementPeriod: SettlementPeriod;
  firstPeriodPrice: string;
  nextPeriodPrice: string;
  /** The list's hours; the example starts at their start, or at 10:00 for a list around the clock. */
  startHour?: string;
  endHour?: string;
}

/** The pricing rule in plain words (packages/shared/src/pricing/README.md) and a live example from the form. */
export function PricingRule({
  settlementPeriod,
  firstPeriodPrice,
  nextPeriodPrice,
  startHour,
  endHour,
}: PricingRuleProps) {
  const { t, i18n } = useTranslation('prices');
  const quotePrice = usePricingEngine();
  const language = i18n.resolvedLanguage ?? 'en';
  const first = parseMoney(firstPeriodPrice);
  const next = parseMoney(nextPeriodPrice);
  const typed = first !== null && next !== null;
  const example =
    typed && quotePrice
      ? exampleQuote(quotePrice, {
          settlementPeriod,
          firstPeriodPrice: first,
          nextPeriodPrice: next,
          startHour: startHour && startHour !== endHour && /^\d{2}:\d{2}$/.test(startHour) ? startHour : '10:00',
        })
      : null;

  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={t('rule.title')}
      aria-live="polite"
    >
      <List size="sm" spacing={4}>
        <List.Item>{t('rule.periods')}</List.Item>
        <List.Item>
          {typed
            ? t('rule.prices', { first: formatMoney(first, language), next: formatMoney(next, language) })
            : t('rule.prices_untyped')}
        </List.Item>
        <List.Item>{t('rule.highest')}</List.Item>
      </List>
      <Text size="sm" fw={600} mt="xs" data-testid="pricing-example">
        {example
          ? t('rule.example', {
              duration: t(`rule.duration.${settlementPeriod}`),
              start: example.startHour,
              amount: formatMoney(example.amount, language),
            })
          : t('rule.example_waiting')}
      </Text>
    </Alert>
  );
}
