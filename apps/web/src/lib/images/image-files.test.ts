import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import { checkImageFile, formatFileSize } from './image-files';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types and larger files with the MB message', () => {
    expect(checkImageFile({ type: 'image/gif', size: 1 })).toBe(messages.imageType);
    expect(checkImageFile({ type: '', size: 1 })).toBe(messages.imageType);
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      formatMessage('imageTooLarge', { max: 10 }),
    );
  });
});

describe('formatFileSize', () => {
  it('formats in the UI language', () => {
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'pl')).toBe('2,5 MB');
    expect(formatFileSize(20 * 1024, 'en')).toBe('20 KB');
  });
});
