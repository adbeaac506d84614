import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { readOfflinePass, removeOfflinePass, saveOfflinePasses, type OfflinePass } from '../../../lib/offline-passes';
import { keepLoadedAssets } from '../../../lib/keep-assets';
import { useSession } from '../../../lib/session/session-store';
import { readStoredUser } from '../../../lib/session/token-storage';
import { toOfflinePass, type PassSource } from '../utils/offline-pass';

interface Options {
  reservationId: string;
  reservation: PassSource | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The reservation page's side of the offline pass (decision 091): a loaded paid stay is saved (one that has none
 * any more is forgotten); when the API cannot be reached the saved copy is returned to be shown instead of the
 * error, and when the phone is back online the page asks again, which replaces it with the live reservation.
 */
export function useOfflinePass({ reservationId, reservation, error, refetch }: Options): OfflinePass | null {
  const { user, impersonating } = useSession();
  // Started with no signal, the session has only the user stored on the phone.
  const userId = user?.id ?? readStoredUser()?.id ?? null;
  const { online } = useNetwork();
  const wasOnline = useRef(online);

  useEffect(() => {
    if (!reservation || userId === null || impersonating) return;
    const pass = toOfflinePass(reservation, window.location.origin, new Date());
    if (pass) {
      saveOfflinePasses(userId, [pass]);
      keepLoadedAssets();
    } else {
      removeOfflinePass(userId, reservation.id);
    }
  }, [reservation, userId, impersonating]);

  useEffect(() => {
    if (online && !wasOnline.current) void refetch().catch(() => undefined);
    wasOnline.current = online;
  }, [online, refetch]);

  const unreachable = error !== undefined && error !== null && normalizeError(error).kind === 'network';
  return unreachable && userId !== null ? readOfflinePass(userId, reservationId) : null;
}
