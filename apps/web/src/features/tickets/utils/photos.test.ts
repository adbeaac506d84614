import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../components/ui/upload-file-list';
import { photosReady, placePhotoErrors } from './photos';

const item = (key: string, error: string | null = null): UploadItem => ({
  key,
  file: new File(['x'], `${key}.png`, { type: 'image/png' }),
  preview: `blob:${key}`,
  error,
});

describe('photosReady', () => {
  it('takes up to five photos that passed the checks', () => {
    expect(photosReady([])).toBe(true);
    expect(photosReady(['a', 'b', 'c', 'd', 'e'].map((key) => item(key)))).toBe(true);
  });
  it('refuses a sixth photo or one that failed the checks', () => {
    expect(photosReady(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => item(key)))).toBe(false);
    expect(photosReady([item('a'), item('b', messages.imageType)])).toBe(false);
  });
});

describe('placePhotoErrors', () => {
  const tooLarge = formatMessage('imageTooLarge', { max: 10 });
  it('gives each photo the server refused its reason, by its place in the request', () => {
    const { items, general } = placePhotoErrors([item('a'), item('b')], {
      'photos.1': [tooLarge],
      subject: [messages.required],
    });
    expect(items.map((photo) => photo.error)).toEqual([null, tooLarge]);
    expect(general).toEqual([]);
  });
  it('reads the input-prefixed form too, and keeps what is about the photos as a whole apart', () => {
    const perMessage = formatMessage('ticketPhotosPerMessage', { count: 5 });
    const { items, general } = placePhotoErrors([item('a')], {
      'input.photos.0': [messages.imageType],
      photos: [perMessage],
    });
    expect(items[0]?.error).toBe(messages.imageType);
    expect(general).toEqual([perMessage]);
  });
});
