import * as v from 'valibot';
import { AccountSchema } from './account';
import { idSchema, list, opt, str } from './common';

export const ReportNoteSchema = v.looseObject({
  id: idSchema,
  content: v.fallback(v.string(), ''),
  user: opt(AccountSchema),
  created_at: str,
});

/** Pleroma admin report (GET /api/v1/pleroma/admin/reports). Statuses parsed by the normalizer. */
export const AdminReportSchema = v.looseObject({
  id: idSchema,
  state: str,
  account: opt(AccountSchema),
  actor: opt(AccountSchema),
  content: str,
  created_at: str,
  statuses: opt(v.array(v.unknown())),
  notes: list(ReportNoteSchema),
});
export type WireAdminReport = v.InferOutput<typeof AdminReportSchema>;

export const AdminReportsPageSchema = v.looseObject({
  total: opt(v.number()),
  reports: list(AdminReportSchema),
});

/** POST /api/v1/reports answer (Mastodon Report); the spec does not show it, kept loose. */
export const ReportSchema = v.looseObject({ id: idSchema, action_taken: opt(v.boolean()), comment: str });
export type WireReport = v.InferOutput<typeof ReportSchema>;
