import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingAddresses, parkings, spots } from '../../db/schema/parkings';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';

// What parking a photo's subject (the parking itself, one of its addresses or spots) belongs to, so that one
// policy (parking.policy.ts) decides who may see and change it.

/** The parking id of a subject, or NOT_FOUND when the subject does not exist. */
export async function parkingIdOfSubject(
  db: Db,
  subject: { subjectType: ImageSubjectType; subjectId: string },
): Promise<string> {
  if (!isUuid(subject.subjectId)) throw notFound();
  const rows =
    subject.subjectType === 'parkings'
      ? await db.select({ parkingId: parkings.id }).from(parkings).where(eq(parkings.id, subject.subjectId)).limit(1)
      : subject.subjectType === 'addresses'
        ? await db
            .select({ parkingId: parkingAddresses.parkingId })
            .from(parkingAddresses)
            .where(eq(parkingAddresses.id, subject.subjectId))
            .limit(1)
        : await db
            .select({ parkingId: spots.parkingId })
            .from(spots)
            .where(and(eq(spots.id, subject.subjectId), isNull(spots.deletedAt)))
            .limit(1);
  const [row] = rows;
  if (!row) throw notFound();
  return row.parkingId;
}
