import { useQuery } from '@apollo/client';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { configStore } from '../../../lib/config';
import { saveOfflinePasses, type OfflinePass } from '../../../lib/offline-passes';
import { keepLoadedAssets } from '../../../lib/keep-assets';
import { useSession } from '../../../lib/session/session-store';
import { whenIdle } from '../../../lib/when-idle';
import { offlinePassesDocument } from '../api/offline-passes';
import { toOfflinePass } from '../utils/offline-pass';

/**
 * Decision 091: while the signed-in driver is online, the passes of their current and upcoming stays are saved
 * on the phone, so that /reservation/{id} can still show them with no signal. Asked for when the app starts, again
 * when the phone comes back online, and every PASS_REFRESH_MS while it stays open: access instructions show only
 * from 30 minutes before a stay (decision 090), so a pass saved earlier gets them before the driver loses signal at
 * the gate. An impersonating admin saves nothing of the driver's on their device.
 */
/** How often an open app saves the passes again. */
export const PASS_REFRESH_MS = 5 * 60_000;

export function OfflinePassSync() {
  const { authenticated, impersonating, user } = useSession();
  const configLoaded = configStore.useStore().config !== null;
  const { online } = useNetwork();
  const userId = user?.id ?? null;
  // Asked for once the browser is idle: the screen's own queries and its render go first (issue 17).
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const { data } = useQuery(offlinePassesDocument, {
    skip: !idle || !configLoaded || authenticated !== true || impersonating || userId === null || !online,
    fetchPolicy: 'network-only',
    pollInterval: PASS_REFRESH_MS,
  });

  useEffect(() => {
    if (!data || userId === null) return;
    const savedAt = new Date();
    const passes = data.myReservations.items
      .map((item) => toOfflinePass(item, window.location.origin, savedAt))
      .filter((pass): pass is OfflinePass => pass !== null);
    // Only a list that fits one page is everything live; a longer one only adds and refreshes.
    saveOfflinePasses(userId, passes, { complete: data.myReservations.nextCursor === null });
    if (passes.length > 0) keepLoadedAssets();
  }, [data, userId]);

  return null;
}
