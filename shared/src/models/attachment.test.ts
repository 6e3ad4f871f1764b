import { AttachmentSchema } from '../api_types/attachment';
import { parseOne } from '../api_types/parse';
import { attachmentTypeFromMime, normalizeAttachment } from './attachment';

const attachment = (raw: unknown) => normalizeAttachment(parseOne(AttachmentSchema, raw));

describe('attachments', () => {
  test.each([
    ['image/png', 'image'],
    ['video/webm', 'video'],
    ['audio/ogg', 'audio'],
    ['application/x-shockwave-flash', 'flash'],
    ['text/html', 'other'],
    ['application/octet-stream', 'other'],
  ])('mime %s → %s', (mime, type) => {
    expect(attachmentTypeFromMime(mime)).toBe(type);
    expect(attachment({ id: '1', url: 'u', pleroma: { mime_type: mime } }).type).toBe(type);
  });

  test.each([
    ['image', 'image'],
    ['gifv', 'video'],
    ['video', 'video'],
    ['audio', 'audio'],
    ['unknown', 'other'],
  ])('Mastodon type %s → %s when there is no mime type', (masto, type) => {
    const a = attachment({ id: '1', type: masto, url: 'https://x/y' });
    expect(a.type).toBe(type);
    expect(a.mime_type).toBeUndefined();
    expect(a.preview_url).toBe('https://x/y');
  });

  test('an unhelpful mime type falls back to the Mastodon type', () => {
    expect(
      attachment({ id: '1', type: 'image', url: 'u', pleroma: { mime_type: 'application/octet-stream' } }).type,
    ).toBe('image');
  });
});
