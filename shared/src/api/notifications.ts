import { NOTIFICATIONS_PAGE_SIZE } from '../constants';
import { MarkersSchema, type WireMarkers } from '../api_types/notification';
import { normalizeNotifications, type Notification } from '../models/notification';
import { call, callOne, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { toFormData } from './form';
import type { Query } from './http';
import { pageOf, type Page } from './paging';
import type { MarkReadParams, NotificationsParams } from './params/notifications';
import type { NotificationSettingsParams } from './params/accounts';

/** Notifications (spec §7). Invalid notifications are logged and skipped. */
export function createNotificationsApi(config: ApiClientConfig) {
  return {
    list: async (params: NotificationsParams = {}, options?: CallOptions): Promise<Page<Notification>> => {
      const response = await call(config, '/api/v1/notifications', {
        query: { limit: NOTIFICATIONS_PAGE_SIZE, ...params } as Query,
        ...options,
      });
      return pageOf(normalizeNotifications(Array.isArray(response.data) ? response.data : []), response.links);
    },
    /** Pleroma read marker: one notification (`id`) or all up to `max_id`. */
    markRead: (params: MarkReadParams, options?: CallOptions) =>
      callVoid(config, '/api/v1/pleroma/notifications/read', {
        method: 'POST',
        form: toFormData({ ...params }),
        ...options,
      }),
    dismiss: (id: string, options?: CallOptions) =>
      callVoid(config, `/api/v1/notifications/${seg(id)}/dismiss`, { method: 'POST', ...options }),
    /** Mastodon markers (fallback read marker on servers without the Pleroma one). */
    markers: (
      timelines: Array<'notifications' | 'home'> = ['notifications'],
      options?: CallOptions,
    ): Promise<WireMarkers> =>
      callOne(config, '/api/v1/markers', MarkersSchema, { query: { timeline: timelines }, ...options }),
    saveMarker: (timeline: 'notifications' | 'home', lastReadId: string, options?: CallOptions) =>
      callVoid(config, '/api/v1/markers', {
        method: 'POST',
        json: { [timeline]: { last_read_id: lastReadId } },
        ...options,
      }),
    updateSettings: (params: NotificationSettingsParams, options?: CallOptions) =>
      callVoid(config, '/api/pleroma/notification_settings', { method: 'PUT', query: { ...params }, ...options }),
  };
}
export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
