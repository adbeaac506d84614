import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import type { ImageRow } from '../../db/schema/parkings';
import type { GraphQLContext } from '../../schema/context';
import { imagesOfSubjects } from './images.service';

// The images of many parkings/addresses/spots in one list are read with one query per type and request.
const loaders = new WeakMap<GraphQLContext, Map<ImageSubjectType, (id: string) => Promise<ImageRow[]>>>();

export function loadImages(
  context: GraphQLContext,
  subjectType: ImageSubjectType,
  subjectId: string,
): Promise<ImageRow[]> {
  let byType = loaders.get(context);
  if (!byType) {
    byType = new Map<ImageSubjectType, (id: string) => Promise<ImageRow[]>>();
    loaders.set(context, byType);
  }
  let load = byType.get(subjectType);
  if (!load) {
    // Ids asked for in the same turn of the event loop share one query.
    let batch: { ids: Set<string>; result: Promise<Map<string, ImageRow[]>> } | null = null;
    load = (id) => {
      if (!batch) {
        const ids = new Set<string>();
        const result = new Promise<Map<string, ImageRow[]>>((resolve, reject) => {
          setImmediate(() => {
            batch = null;
            imagesOfSubjects(context.deps.db, subjectType, [...ids]).then(resolve, reject);
          });
        });
        batch = { ids, result };
      }
      batch.ids.add(id);
      return batch.result.then((rows) => rows.get(id) ?? []);
    };
    byType.set(subjectType, load);
  }
  return load(subjectId);
}
