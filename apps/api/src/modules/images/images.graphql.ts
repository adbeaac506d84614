import { IMAGE_SUBJECT_TYPES } from '@parkshare/shared/parkings/status';
import { GraphQLError } from 'graphql';
import type { ImageRow } from '../../db/schema/parkings';
import { builder } from '../../schema/builder';
import { imageUrl } from './image-url';

// What a photo is in the API. Who may see and change the photos of a parking, and the fields that list them, are
// the parkings module's (parkings/parking-images.graphql.ts): the parking policy decides, and images stays below
// parkings, which deletes a spot's photos with it.

export const isFile = (value: unknown): value is File =>
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

export const ImageSubjectTypeEnum = builder.enumType('ImageSubjectType', {
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
