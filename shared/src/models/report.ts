import type { WireAdminReport } from '../api_types/report';
import { statusFromUnknown, type Status } from './status';
import { normalizeUser, type User } from './user';

export interface ReportNote {
  id: string;
  content: string;
  user?: User;
  created_at?: string;
}

/** Report states (spec §4): Pleroma's three; Mastodon's reports are only open or resolved. */
export type ReportState = 'open' | 'resolved' | 'closed';

/** A moderation report (spec §3). The server's state values are kept as they come. */
export interface Report {
  id: string;
  state: string;
  account?: User;
  actor?: User;
  statuses: Status[];
  content: string;
  created_at?: string;
  notes: ReportNote[];
  /** Mastodon only: the staff member the report is assigned to (none: unassigned). */
  assigned_account?: User;
}

export function normalizeReport(wire: WireAdminReport): Report {
  return {
    id: wire.id,
    state: wire.state ?? 'open',
    account: wire.account ? normalizeUser(wire.account) : undefined,
    actor: wire.actor ? normalizeUser(wire.actor) : undefined,
    statuses: (wire.statuses ?? []).map(statusFromUnknown).filter((status): status is Status => !!status),
    content: wire.content ?? '',
    created_at: wire.created_at,
    notes: wire.notes.map((note) => ({
      id: note.id,
      content: note.content,
      user: note.user ? normalizeUser(note.user) : undefined,
      created_at: note.created_at,
    })),
  };
}
