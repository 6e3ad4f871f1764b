export interface SearchParams {
  q: string;
  resolve?: boolean;
  limit?: number;
  offset?: number;
  following?: boolean;
  type?: 'accounts' | 'statuses' | 'hashtags';
  max_id?: string;
  with_relationships?: boolean;
  account_id?: string;
}
