import type { PageParams } from './paging';

export type ChatMessagesParams = PageParams;

export interface SendChatMessageParams {
  content?: string;
  media_id?: string;
  idempotencyKey?: string;
}
