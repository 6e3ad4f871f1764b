import i18next from 'i18next';
import type { Notification, User } from '@fedi/shared';
import en from '../../i18n/locales/en.json';
import { describeNotification } from './describeNotification';

const account = { id: '1', username: 'lee', acct: 'lee', display_name: 'Lee', avatar: '' } as User;

describe('describeNotification (issue 28 #10)', () => {
  const t = i18next.createInstance();
  beforeAll(() => t.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } }));

  test('every type has a sentence of its own, never a raw key', () => {
    const types = [
      'pleroma:report',
      'admin.report',
      'admin.sign_up',
      'severed_relationships',
      'moderation_warning',
      'unknown',
    ] as const;
    const list: Notification[] = types.map((type, index) => ({
      id: String(index + 1),
      type,
      created_at: '2025-01-01T00:00:00.000Z',
      account,
      ...(type.endsWith('report') ? { report: { id: 'r1', comment: 'spam everywhere' } } : {}),
    }));
    const titles = list.map((notification) => describeNotification(notification, t.t).title);
    expect(titles).toEqual([
      'Lee filed a report',
      'Lee filed a report',
      'Lee signed up',
      'Some of your follow relationships were removed',
      'You received a moderation warning',
      'New notification from Lee',
    ]);
    expect(describeNotification(list[0]!, t.t).body).toBe('spam everywhere');
  });
});
