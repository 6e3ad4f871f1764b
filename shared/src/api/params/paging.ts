/** Cursor parameters shared by list endpoints. Ids are strings (flake ids). */
export interface PageParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}
