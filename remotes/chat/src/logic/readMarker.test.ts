import { readMarkerToSend } from './readMarker';

const base = { pageVisible: true, atBottom: true, newestId: '20', unread: 2, lastSentId: undefined };

describe('read marker rules', () => {
  it('sends the newest id when the reader sees the end of an unread chat', () => {
    expect(readMarkerToSend(base)).toBe('20');
  });

  it('waits while the page is hidden or the reader is scrolled up', () => {
    expect(readMarkerToSend({ ...base, pageVisible: false })).toBeNull();
    expect(readMarkerToSend({ ...base, atBottom: false })).toBeNull();
  });

  it('sends nothing when nothing is unread, or twice for one message', () => {
    expect(readMarkerToSend({ ...base, unread: 0 })).toBeNull();
    expect(readMarkerToSend({ ...base, lastSentId: '20' })).toBeNull();
    expect(readMarkerToSend({ ...base, newestId: '100', lastSentId: '99' })).toBe('100');
    expect(readMarkerToSend({ ...base, newestId: undefined })).toBeNull();
  });
});
