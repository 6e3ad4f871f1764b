import { normalizeNotifications, type Notification } from '../models/notification';
import { copy, fixtures } from '../test-helpers/fixtures';
import { createNotificationAlerts, desktopAlertable, NOTIFICATION_SOUND_VOLUME, soundAllowed } from './alerts';
import { playNotificationChime, type AudioContextLike } from './sound';

const [reaction, favourite, , move] = normalizeNotifications(copy(fixtures.akkoma.notifications)) as Notification[];

function fakeNotificationApi(permission: string) {
  const shown: Array<{ title: string; options?: { body?: string; tag?: string } }> = [];
  class Api {
    static permission = permission;
    static requestPermission = jest.fn(async () => permission);
    constructor(title: string, options?: { body?: string; tag?: string }) {
      shown.push({ title, ...(options ? { options } : {}) });
    }
    close() {}
  }
  return { Api, shown };
}

describe('notification alerts', () => {
  test('sound silenced for 10 s after the streaming login', () => {
    expect(soundAllowed(1000, null)).toBe(true);
    expect(soundAllowed(10_999, 1_000)).toBe(false);
    expect(soundAllowed(11_000, 1_000)).toBe(true);
  });

  test('types needing a status are skipped without one; hidden types never alert', () => {
    const types = ['like', 'move', 'pleroma:emoji_reaction'];
    expect(desktopAlertable(favourite!, types)).toBe(true);
    expect(desktopAlertable({ ...favourite!, status: undefined }, types)).toBe(false);
    expect(desktopAlertable(move!, types)).toBe(true);
    expect(desktopAlertable(move!, ['like'])).toBe(false);
  });

  test('one sound at 0.2 per batch and a desktop notification per visible one when granted and enabled', () => {
    const { Api, shown } = fakeNotificationApi('granted');
    const sounds: number[] = [];
    let now = 5_000;
    let enabled = true;
    const alert = createNotificationAlerts({
      types: () => ['like', 'pleroma:emoji_reaction'],
      desktopEnabled: () => enabled,
      describe: (n) => ({ title: `${n.account.acct} ${n.type}`, body: 'text', tag: n.id }),
      streamJoinedAt: () => 0,
      playSound: (volume) => sounds.push(volume),
      NotificationApi: Api,
      now: () => now,
    });
    alert([reaction!, favourite!, move!]);
    expect(sounds).toEqual([]); // within 10 s of the streaming login
    expect(shown.map((s) => s.options?.tag)).toEqual([reaction!.id, favourite!.id]);
    now = 20_000;
    alert([favourite!]);
    expect(sounds).toEqual([NOTIFICATION_SOUND_VOLUME]);
    enabled = false;
    alert([favourite!]);
    expect(sounds).toEqual([NOTIFICATION_SOUND_VOLUME, NOTIFICATION_SOUND_VOLUME]);
    expect(shown).toHaveLength(3); // 2 from the first batch, 1 from the second, none once turned off
    alert([move!]); // a hidden type: nothing at all
    expect(sounds).toHaveLength(2);
  });

  test('no desktop notification without permission', () => {
    const { Api, shown } = fakeNotificationApi('default');
    const alert = createNotificationAlerts({
      types: () => ['like'],
      desktopEnabled: () => true,
      describe: () => ({ title: 't', body: 'b', tag: 'x' }),
      streamJoinedAt: () => null,
      playSound: () => undefined,
      NotificationApi: Api,
    });
    alert([favourite!]);
    expect(shown).toEqual([]);
  });

  test('the chime plays at the given volume', () => {
    const gains: number[] = [];
    const started: number[] = [];
    const context: AudioContextLike = {
      currentTime: 1,
      destination: {},
      state: 'running',
      resume: async () => undefined,
      createGain: () => ({
        gain: { setValueAtTime: (value: number) => gains.push(value), exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      }),
      createOscillator: () => ({
        type: '',
        frequency: { setValueAtTime: () => undefined },
        connect: () => undefined,
        start: (when = 0) => started.push(when),
        stop: () => undefined,
      }),
    };
    expect(playNotificationChime(0.2, context)).toBe(true);
    expect(gains).toEqual([0.2]);
    expect(started).toHaveLength(2);
    expect(playNotificationChime(0.2, null)).toBe(false);
  });
});
