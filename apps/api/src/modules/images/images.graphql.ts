import { IMAGE_SUBJECT_TYPES, type ImageSubjectType } from '@parkshare/shared/parkings/status';
import { messages } from '@parkshare/shared/validation/messages';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ImageRow } from '../../db/schema/parkings';
import { tooManyRequests } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { type GraphQLContext, requireViewer } from '../../schema/context';
import { parkingIdOfSubject } from '../parkings/parking-subjects';
import { type ParkingAccess, requireParking } from '../parkings/parking.policy';
import { Parking, ParkingAddress, Spot } from '../parkings/parking.refs';
import { imageUrl } from './image-url';
import {
  deleteImage,
  findImage,
  imageDeps,
  type ImageSubject,
  imagesOfSubjects,
  listImages,
  reorderImages,
  setPrimaryImage,
  uploadImages,
} from './images.service';

const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).arrayBuffer === 'function' &&
  typeof (value as File).size === 'number' &&
  typeof (value as File).name === 'string';

builder.scalarType('File', {
  description: 'A file sent as a part of a GraphQL multipart request (input only)',
  serialize: () => {
    throw new GraphQLError('File is an input-only type');
  },
  parseValue: (value) => {
    if (!isFile(value)) throw new GraphQLError('File expected: send it as a part of a multipart request');
    return value;
  },
});

const ImageSubjectTypeEnum = builder.enumType('ImageSubjectType', {
  description: 'What a photo shows: the parking itself, one of its addresses or one of its spots',
  values: IMAGE_SUBJECT_TYPES,
});

export const Image = builder.objectRef<ImageRow>('Image').implement({
  description: 'A photo of a parking, an address or a spot, re-encoded without metadata.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({
      description: 'Relative URL of the photo (long edge at most 1920 px)',
      resolve: (image) => imageUrl(image.fileKey),
    }),
    thumbnailUrl: t.string({
      description: 'Relative URL of a small copy (long edge at most 400 px)',
      resolve: (image) => imageUrl(image.thumbnailKey),
    }),
    isPrimary: t.exposeBoolean('isPrimary', {
      description: 'Exactly one photo of a subject is primary; it is listed first',
    }),
    position: t.exposeInt('position', { description: "The owner's order among the subject's photos" }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const subjectFields = {
  subjectType: z.enum(IMAGE_SUBJECT_TYPES, { error: messages.invalidValue }),
  subjectId: z.string({ error: messages.required }).min(1, messages.required),
};
const uploadInput = z.object({
  ...subjectFields,
  files: z.array(z.custom<File>(isFile, { error: messages.invalidValue }), { error: messages.required }),
});
const reorderInput = z.object({
  ...subjectFields,
  imageIds: z.array(z.string(), { error: messages.required }).max(1000, messages.invalidValue),
});

const UploadImagesInput = builder.inputType('UploadImagesInput', {
  fields: (t) => ({
    subjectType: t.field({ type: ImageSubjectTypeEnum }),
    subjectId: t.id(),
    files: t.field({ type: ['File'], description: 'At most 10 JPEG, PNG or WebP files of at most 10 MB each' }),
  }),
});

const ReorderImagesInput = builder.inputType('ReorderImagesInput', {
  fields: (t) => ({
    subjectType: t.field({ type: ImageSubjectTypeEnum }),
    subjectId: t.id(),
    imageIds: t.idList({ description: 'Every photo of the subject exactly once, in the new order' }),
  }),
});

async function authorisedSubject(
  context: GraphQLContext,
  subject: { subjectType: ImageSubjectType; subjectId: string },
  need: ParkingAccess,
): Promise<ImageSubject> {
  const viewer = await requireViewer(context);
  const parkingId = await parkingIdOfSubject(context.deps.db, subject);
  await requireParking(context.deps.db, { viewer, parkingId, need });
  return { parkingId, ...subject };
}

async function authorisedImage(context: GraphQLContext, id: string): Promise<ImageRow> {
  const viewer = await requireViewer(context);
  const image = await findImage(context.deps.db, id);
  await requireParking(context.deps.db, { viewer, parkingId: image.parkingId, need: 'manage' });
  return image;
}

// The images of many parkings/addresses/spots in one list are read with one query per type and request.
const loaders = new WeakMap<GraphQLContext, Map<ImageSubjectType, (id: string) => Promise<ImageRow[]>>>();

function loadImages(context: GraphQLContext, subjectType: ImageSubjectType, subjectId: string): Promise<ImageRow[]> {
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

const imagesDescription = 'Photos, the primary first, then in the owner’s order';

builder.objectFields(Parking, (t) => ({
  images: t.field({
    type: [Image],
    description: imagesDescription,
    authScopes: { authenticated: true },
    resolve: (parking, _args, context) => loadImages(context, 'parkings', parking.id),
  }),
}));
builder.objectFields(ParkingAddress, (t) => ({
  images: t.field({
    type: [Image],
    description: imagesDescription,
    authScopes: { authenticated: true },
    resolve: (address, _args, context) => loadImages(context, 'addresses', address.id),
  }),
}));
builder.objectFields(Spot, (t) => ({
  images: t.field({
    type: [Image],
    description: imagesDescription,
    authScopes: { authenticated: true },
    resolve: (spot, _args, context) => loadImages(context, 'spots', spot.id),
  }),
}));

builder.queryFields((t) => ({
  images: t.field({
    type: [Image],
    description: 'Photos of a parking, an address or a spot the viewer may see, the primary first.',
    authScopes: { authenticated: true },
    args: {
      subjectType: t.arg({ type: ImageSubjectTypeEnum, required: true }),
      subjectId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const subject = await authorisedSubject(
        context,
        { subjectType: args.subjectType, subjectId: String(args.subjectId) },
        'view',
      );
      return listImages(context.deps.db, subject);
    },
  }),
}));

/** Uploads per user: 30 requests (up to 300 photos) in 10 minutes. */
export const UPLOAD_LIMIT = { limit: 30, windowSeconds: 600 };

builder.mutationFields((t) => ({
  uploadImages: t.field({
    type: [Image],
    description:
      'Adds photos (GraphQL multipart request), all or nothing: a refused file stores nothing and is named in the error ' +
      '(validation under files.<index>). The first photo of a subject becomes primary. Answers the new photos.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UploadImagesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(uploadInput, input);
      const subject = await authorisedSubject(context, parsed, 'manage');
      const viewer = await requireViewer(context);
      // Each upload decodes and re-encodes up to 10 large images: a user gets a generous but finite number.
      const limit = await context.deps.limiter.hit(`uploads:${viewer.user.id}`, UPLOAD_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      const files = await Promise.all(
        parsed.files.map(async (file) => ({ name: file.name, buffer: Buffer.from(await file.arrayBuffer()) })),
      );
      return uploadImages({ deps: imageDeps(context.deps), subject, files, uploadedBy: viewer.user.id });
    },
  }),
  setPrimaryImage: t.field({
    type: Image,
    description: "Makes the photo its subject's primary one; the previous primary stops being one.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const image = await authorisedImage(context, String(id));
      return setPrimaryImage({ deps: imageDeps(context.deps), image });
    },
  }),
  reorderImages: t.field({
    type: [Image],
    description:
      "Puts a subject's photos in a new order; imageIds must be exactly its photos. Answers them in display order.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ReorderImagesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(reorderInput, input);
      const subject = await authorisedSubject(context, parsed, 'manage');
      return reorderImages({ deps: imageDeps(context.deps), subject, imageIds: parsed.imageIds });
    },
  }),
  deleteImage: t.id({
    description: 'Deletes a photo and answers its id; if it was primary, the next one becomes primary.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const image = await authorisedImage(context, String(id));
      return deleteImage({ deps: imageDeps(context.deps), image });
    },
  }),
}));
