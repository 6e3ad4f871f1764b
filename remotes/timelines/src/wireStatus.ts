/** The few wire fields the plain timeline reads until the data layer's normalized Status replaces it. */
export interface WireAccount {
  id: string;
  acct: string;
  display_name: string;
  avatar: string;
}

export interface WireStatus {
  id: string;
  created_at: string;
  content: string;
  spoiler_text: string;
  url?: string | null;
  account: WireAccount;
  reblog?: WireStatus | null;
  media_attachments?: unknown[];
}
