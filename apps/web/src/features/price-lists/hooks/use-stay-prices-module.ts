import type * as stayPricesModule from '@parkshare/shared/pricing/stay-prices';
import { useEffect, useState } from 'react';

type StayPricesModule = typeof stayPricesModule;

/** The shared stay-price helpers (and with them the engine and its holiday calendar), in their own chunk. */
export function useStayPricesModule(): StayPricesModule | null {
  const [module, setModule] = useState<StayPricesModule | null>(null);
  useEffect(() => {
    let active = true;
    void import('@parkshare/shared/pricing/stay-prices').then((loaded) => {
      if (active) setModule(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return module;
}
