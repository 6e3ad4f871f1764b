/** A message as the conversation shows it: a sent one, or one of ours still sending or failed. */
export interface ShownMessage {
  /** The server id, or the idempotency key while it is not sent. */
  key: string;
  accountId: string;
  createdAt: string;
  state: 'sent' | 'pending' | 'failed';
}

export type ConversationRow<M extends ShownMessage = ShownMessage> =
  | { kind: 'day'; key: string; day: string }
  | {
      kind: 'message';
      key: string;
      message: M;
      own: boolean;
      /** First of a run by one sender (shows the name / avatar). */
      first: boolean;
      /** Last of a run (shows the time). */
      last: boolean;
    };

/** Two messages of one sender further apart than this start a new group (as pleroma-fe's 15 minutes). */
export const GROUP_GAP_MS = 15 * 60_000;

/** The local calendar day of a timestamp, `YYYY-MM-DD`. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The rows of a conversation (messages oldest first): a day separator before each new day, and
 * messages grouped by sender — a group ends when the sender changes, the day changes or the gap
 * to the next message is more than GROUP_GAP_MS.
 */
export function conversationRows<M extends ShownMessage>(messages: readonly M[], ownId: string): ConversationRow<M>[] {
  const rows: ConversationRow<M>[] = [];
  // Each timestamp is read once (a long chat has thousands).
  const times = messages.map((m) => new Date(m.createdAt).getTime() || 0);
  const days = messages.map((m) => dayOf(m.createdAt));
  const together = (a: number, b: number) =>
    a >= 0 &&
    b < messages.length &&
    messages[a]!.accountId === messages[b]!.accountId &&
    days[a] === days[b] &&
    Math.abs(times[b]! - times[a]!) <= GROUP_GAP_MS;
  let day: string | undefined;
  messages.forEach((message, index) => {
    const messageDay = days[index]!;
    if (messageDay !== day) {
      day = messageDay;
      rows.push({ kind: 'day', key: `day-${messageDay}`, day: messageDay });
    }
    rows.push({
      kind: 'message',
      key: message.key,
      message,
      own: message.accountId === ownId,
      first: !together(index - 1, index),
      last: !together(index, index + 1),
    });
  });
  return rows;
}
