import { AnnouncementSchema } from '../api_types/announcement';
import { normalizeAnnouncement, type Announcement } from '../models/announcement';
import { callList, callOne, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { AnnouncementParams } from './params/admin';

/** Announcements for users, and the admin announcement calls (spec §7). */
export function createAnnouncementsApi(config: ApiClientConfig) {
  const admin = (id?: string) => `/api/v1/pleroma/admin/announcements${id ? `/${seg(id)}` : ''}`;
  return {
    list: (options?: CallOptions): Promise<Announcement[]> =>
      callList(config, '/api/v1/announcements', AnnouncementSchema, options, normalizeAnnouncement),
    dismiss: (id: string, options?: CallOptions) =>
      callVoid(config, `/api/v1/announcements/${seg(id)}/dismiss`, { method: 'POST', ...options }),
    adminList: (options?: CallOptions): Promise<Announcement[]> =>
      callList(config, admin(), AnnouncementSchema, options, normalizeAnnouncement),
    create: (params: AnnouncementParams, options?: CallOptions): Promise<Announcement> =>
      callOne(config, admin(), AnnouncementSchema, { method: 'POST', json: params, ...options }, normalizeAnnouncement),
    update: (id: string, params: AnnouncementParams, options?: CallOptions): Promise<Announcement> =>
      callOne(
        config,
        admin(id),
        AnnouncementSchema,
        { method: 'PATCH', json: params, ...options },
        normalizeAnnouncement,
      ),
    delete: (id: string, options?: CallOptions) => callVoid(config, admin(id), { method: 'DELETE', ...options }),
  };
}
export type AnnouncementsApi = ReturnType<typeof createAnnouncementsApi>;
