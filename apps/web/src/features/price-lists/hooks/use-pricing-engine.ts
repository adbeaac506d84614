import { useEffect, useState } from 'react';
import type { quotePrice } from '@parkshare/shared/pricing/quote-price';

type Engine = typeof quotePrice;

/**
 * The shared pricing engine, loaded in its own chunk after the form renders: it carries the Polish holiday
 * calendar, which the example does not need before the first price is typed. Null until it has arrived.
 */
export function usePricingEngine(): Engine | null {
  const [engine, setEngine] = useState<{ quotePrice: Engine } | null>(null);
  useEffect(() => {
    let active = true;
    void import('@parkshare/shared/pricing/quote-price').then((module) => {
      if (active) setEngine({ quotePrice: module.quotePrice });
    });
    return () => {
      active = false;
    };
  }, []);
  return engine?.quotePrice ?? null;
}
