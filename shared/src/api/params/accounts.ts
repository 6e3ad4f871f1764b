import type { Visibility } from '../../models/visibility';
import type { FormFields } from '../form';
import type { PageParams } from './paging';

export interface FollowParams {
  reblogs?: boolean;
  notify?: boolean;
}

export interface MuteParams {
  notifications?: boolean;
  duration?: number;
}

export interface FollowListParams extends PageParams {
  with_relationships?: boolean;
}

export interface AccountSearchParams {
  q: string;
  resolve?: boolean;
  limit?: number;
  following?: boolean;
}

/** PATCH /api/v1/accounts/update_credentials (multipart). Server-side options go in as given. */
export interface UpdateCredentialsParams {
  display_name?: string;
  note?: string;
  avatar?: Blob | '';
  header?: Blob | '';
  pleroma_background_image?: Blob | '';
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  fields_attributes?: Array<{ name: string; value: string }>;
  default_scope?: Visibility;
  actor_type?: string;
  /** Any other Pleroma/Akkoma option (no_rich_text, hide_followers, permit_followback, …). */
  [option: string]: FormFields[string];
}

/** POST /api/v1/accounts (registration). */
export interface RegisterParams {
  nickname: string;
  username?: string;
  email?: string;
  fullname?: string;
  password: string;
  confirm?: string;
  reason?: string;
  bio?: string;
  locale?: string;
  agreement?: boolean;
  token?: string;
  captcha_solution?: string;
  captcha_token?: string;
  captcha_answer_data?: string;
  [extra: string]: FormFields[string];
}

export interface NotificationSettingsParams {
  block_from_strangers?: boolean;
  hide_notification_contents?: boolean;
  [extra: string]: boolean | undefined;
}
