import type { Config } from '../config';
import { imageStoreFor } from '../modules/images/image-stores';
import { storeImage } from '../modules/images/upload-images';
import type { Db } from '../db/client';
import { demoPhoto } from './demo-photos';
import { seedDemoParkings } from './seed-parkings';

/**
 * The demo marketplace: the owner's parkings (seed-parkings.ts) with photos drawn now and stored through the same
 * re-encoding as uploads. Returns how many parkings it added (0 when they exist already).
 */
export async function seedDemoMarketplace({ db, config }: { db: Db; config: Config }): Promise<number> {
  const seeded = await seedDemoParkings(db);
  const deps = { db, store: imageStoreFor({ db, config }) };
  for (const { parkingId, ownerId, demo, addressId, spotIds } of seeded) {
    const photos = [
      { subjectType: 'parkings' as const, subjectId: parkingId, kind: 'parking' as const, variant: 0 },
      { subjectType: 'parkings' as const, subjectId: parkingId, kind: 'entry' as const, variant: 1 },
      { subjectType: 'addresses' as const, subjectId: addressId, kind: 'entry' as const, variant: 2 },
      ...spotIds
        .slice(0, 2)
        .map((spotId, i) => ({ subjectType: 'spots' as const, subjectId: spotId, kind: 'spot' as const, variant: i })),
    ];
    for (const photo of photos) {
      const buffer = await demoPhoto(photo.kind, demo.hue, photo.variant);
      await storeImage({
        deps,
        parkingId,
        subjectType: photo.subjectType,
        subjectId: photo.subjectId,
        buffer,
        uploadedBy: ownerId,
      });
    }
  }
  return seeded.length;
}
