import type { Db } from '../../db/client';
import type { ParkingAddressRow } from '../../db/schema/parkings';
import type { GraphQLContext } from '../../schema/context';
import { listAddressesOfParkings } from './addresses.service';

// Parking.addresses and Parking.basicAddress for a list of parkings (my parkings) in one query per request:
// the parkings asked for in the same tick are gathered and read together.

type Batch = Map<string, ((rows: ParkingAddressRow[]) => void)[]>;

const loaders = new WeakMap<GraphQLContext, (parkingId: string) => Promise<ParkingAddressRow[]>>();

function createLoader(db: Db) {
  const cache = new Map<string, Promise<ParkingAddressRow[]>>();
  let batch: Batch | null = null;
  let failures: ((error: unknown) => void)[] = [];

  const dispatch = async (current: Batch, rejects: ((error: unknown) => void)[]) => {
    try {
      const rows = await listAddressesOfParkings(db, [...current.keys()]);
      for (const [parkingId, resolvers] of current) {
        const own = rows.filter((row) => row.parkingId === parkingId);
        for (const resolve of resolvers) resolve(own);
      }
    } catch (error) {
      for (const reject of rejects) reject(error);
    }
  };

  return (parkingId: string): Promise<ParkingAddressRow[]> => {
    const cached = cache.get(parkingId);
    if (cached) return cached;
    if (!batch) {
      const current: Batch = new Map();
      const rejects: ((error: unknown) => void)[] = [];
      batch = current;
      failures = rejects;
      // After the resolvers of this tick have asked (the same moment DataLoader picks).
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          batch = null;
          void dispatch(current, rejects);
        }),
      );
    }
    const current = batch;
    const rejects = failures;
    const promise = new Promise<ParkingAddressRow[]>((resolve, reject) => {
      const list = current.get(parkingId) ?? [];
      list.push(resolve);
      current.set(parkingId, list);
      rejects.push(reject);
    });
    cache.set(parkingId, promise);
    return promise;
  };
}

/** The addresses of one parking, basic first, batched with the other parkings of the same request. */
export function addressesOf(context: GraphQLContext, parkingId: string): Promise<ParkingAddressRow[]> {
  let load = loaders.get(context);
  if (!load) {
    load = createLoader(context.deps.db);
    loaders.set(context, load);
  }
  return load(parkingId);
}
