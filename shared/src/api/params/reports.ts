export interface CreateReportParams {
  account_id: string;
  status_ids?: string[];
  comment?: string;
  forward?: boolean;
}
