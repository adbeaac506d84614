import { useSyncExternalStore } from 'react';
import {
  RESERVATION_DRAFT_KEY,
  loadReservationDraft,
  subscribeReservationDraft,
  type ReservationDraft,
} from '../../../lib/reservation-draft';

// The draft as React state: every save, update or clear (here or in another component) re-renders the screen.
// The stored text is the snapshot, so an unchanged draft keeps its object and causes no render.
let cache: { raw: string | null; draft: ReservationDraft | null } = { raw: null, draft: null };

function snapshot(): ReservationDraft | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(RESERVATION_DRAFT_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) {
    cache = { raw, draft: loadReservationDraft() };
  }
  return cache.draft;
}

export function useReservationDraft(): ReservationDraft | null {
  return useSyncExternalStore(subscribeReservationDraft, snapshot, () => null);
}
