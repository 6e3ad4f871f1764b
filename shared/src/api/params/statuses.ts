import type { Visibility } from '../../models/visibility';

export interface PollParams {
  options: string[];
  /** Seconds. */
  expires_in: number;
  multiple?: boolean;
}

/** POST /api/v1/statuses form fields (sent as multipart). */
export interface CreateStatusParams {
  status?: string;
  /** Pleroma: sent with redrafts. */
  source?: string;
  spoiler_text?: string;
  visibility?: Visibility;
  sensitive?: boolean;
  content_type?: string;
  language?: string;
  media_ids?: string[];
  poll?: PollParams;
  in_reply_to_id?: string;
  quote_id?: string;
  /** Pleroma: render without posting. */
  preview?: boolean;
  scheduled_at?: string;
  expires_in?: number;
  /** Sent as the Idempotency-Key header, not as a field. */
  idempotencyKey?: string;
}

/** PUT /api/v1/statuses/:id: the same fields (spec §7). */
export type EditStatusParams = Omit<CreateStatusParams, 'in_reply_to_id' | 'quote_id' | 'preview' | 'scheduled_at'>;

export interface ReblogParams {
  visibility?: Visibility;
}

export interface TranslateParams {
  from?: string;
}
