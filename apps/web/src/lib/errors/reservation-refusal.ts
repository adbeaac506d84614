import { RESERVATION_REFUSALS, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The SPEC §8 reservation code of a refused booking or reservation action: a GraphQL error with extensions.code
 * 'RESERVATION_REFUSED' and extensions.reason (an unknown reason reads as unknown_error); null for other errors.
 */
export function refusalOf(error: unknown): ReservationRefusal | null {
  if (!isRecord(error)) {
    return null;
  }
  const network = isRecord(error.networkError) ? error.networkError : null;
  const fromResult: unknown[] =
    network && isRecord(network.result) && Array.isArray(network.result.errors) ? network.result.errors : [];
  const direct: unknown[] = Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
  for (const item of [...direct, ...fromResult]) {
    const extensions = isRecord(item) && isRecord(item.extensions) ? item.extensions : null;
    if (extensions?.code === 'RESERVATION_REFUSED') {
      const reason = extensions.reason;
      return (RESERVATION_REFUSALS as readonly unknown[]).includes(reason)
        ? (reason as ReservationRefusal)
        : 'unknown_error';
    }
  }
  return null;
}
