import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementPeriod } from '@parkshare/shared/pricing/types';
import { unusualPrices } from '@parkshare/shared/validation/price-limits';
import { isLocale } from '@parkshare/shared/locales';
import { confirm } from '../../../lib/confirm';
import { formatMoney } from '@parkshare/shared/money';

/**
 * Asks before saving a price that is allowed but unusual for its period (decision 068: 1,50 zł an hour, 60 zł an
 * hour); resolves true when there is nothing to ask or the owner confirms.
 */
export function useUnusualPriceConfirm() {
  const { t, i18n } = useTranslation('prices');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return async (list: { settlementPeriod: SettlementPeriod; firstPeriodPrice: number; nextPeriodPrice: number }) => {
    const unusual = unusualPrices(list);
    if (unusual.length === 0) return true;
    const period = t(`unusual.periods.${list.settlementPeriod}`);
    const lines = unusual.map((price) =>
      t(`unusual.${price.field}_${price.side}`, {
        amount: formatMoney(price.amount, locale),
        usual: formatMoney(price.usual, locale),
        period,
      }),
    );
    return confirm({
      title: t('unusual.title'),
      message: createElement('span', null, [t('unusual.intro'), ...lines].join(' ')),
      confirmLabel: t('unusual.confirm'),
      rejectLabel: t('unusual.reject'),
    });
  };
}
