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

  test('addresses a page may not load are dropped: javascript:, protocol-relative, plain words', () => {
    const a = normalizeAttachment({
      id: '1',
      type: 'image',
      url: 'not a url',
      preview_url: 'javascript:alert(1)',
      remote_url: 'https://remote.example/a.png',
    });
    expect(a).toMatchObject({ url: 'https://remote.example/a.png', preview_url: 'https://remote.example/a.png' });
    const b = normalizeAttachment({ id: '2', type: 'image', url: '/media/b.png', remote_url: '//evil.example/b.png' });
    expect(b).toMatchObject({ url: '/media/b.png', preview_url: '/media/b.png', remote_url: '' });
  });

  test('an unhelpful mime type falls back to the Mastodon type', () => {
    expect(
      attachment({ id: '1', type: 'image', url: 'u', pleroma: { mime_type: 'application/octet-stream' } }).type,
    ).toBe('image');
  });
});
