import { IMAGE_SUBJECT_TYPES, type ImageSubjectType } from '@parkshare/shared/parkings/status';
import { messages } from '@parkshare/shared/validation/messages';
import { z } from 'zod';
import type { ImageRow } from '../../db/schema/parkings';
import { tooManyRequests } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { type GraphQLContext, requireViewer } from '../../schema/context';
import { Image, ImageSubjectTypeEnum, isFile } from '../images/images.graphql';
import { loadImages } from '../images/images.loader';
import {
  deleteImage,
  findImage,
  imageDeps,
  type ImageSubject,
  listImages,
  reorderImages,
  setPrimaryImage,
} from '../images/images.service';
import { uploadImages } from '../images/upload-images';
import { parkingIdOfSubject } from './parking-subjects';
import { type ParkingAccess, requireParking } from './parking.policy';
import { Parking, ParkingAddress, Spot } from './parking.refs';

// The photos of a parking, its addresses and spots: the parking policy decides who sees and changes them, so the
// fields and operations live here; the images module stores them (images.service.ts) and says what a photo is.

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
