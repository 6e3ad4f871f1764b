import { normalizeNotifications } from '../models/notification';
import { statusFromUnknown } from '../models/status';
import type { StreamingEvents } from './types';

/** A parsed streaming message ready to emit, or null when it is to be ignored. */
export type ParsedMessage =
  | { event: 'update' | 'status.update'; args: StreamingEvents['update'] }
  | { event: 'notification'; args: StreamingEvents['notification'] }
  | { event: 'delete'; args: StreamingEvents['delete'] }
  | { event: 'filters_changed'; args: [] }
  | { event: 'pleroma:chat_update'; args: [unknown] };

function payloadOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Read one socket message `{ event, payload }` (payload is JSON text, except the bare id of
 * `delete`). Unknown events and unusable payloads are warned about and ignored.
 */
export function parseStreamingMessage(data: unknown): ParsedMessage | null {
  if (typeof data !== 'string' || data === 'pong' || data === '') return null;
  let message: { event?: unknown; payload?: unknown };
  try {
    message = JSON.parse(data) as { event?: unknown; payload?: unknown };
  } catch {
    console.warn('Unreadable streaming message', data);
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const payload = payloadOf(message.payload);
  switch (message.event) {
    case 'update':
    case 'status.update': {
      const status = statusFromUnknown(payload);
      if (!status) {
        console.warn(`Invalid status in streaming ${message.event}`, payload);
        return null;
      }
      return { event: message.event, args: [status] };
    }
    case 'conversation': {
      // The direct stream of Mastodon (and Pleroma) tells of a direct message as its conversation: its last
      // status is the new post.
      const last = payload && typeof payload === 'object' ? (payload as { last_status?: unknown }).last_status : null;
      const status = last ? statusFromUnknown(last) : undefined;
      return status ? { event: 'update', args: [status] } : null;
    }
    case 'notification': {
      const [notification] = normalizeNotifications([payload]);
      return notification ? { event: 'notification', args: [notification] } : null;
    }
    case 'delete':
      return typeof payload === 'string' || typeof payload === 'number'
        ? { event: 'delete', args: [String(payload)] }
        : null;
    case 'filters_changed':
      return { event: 'filters_changed', args: [] };
    case 'pleroma:chat_update':
      return { event: 'pleroma:chat_update', args: [payload] };
    default:
      console.warn('Unknown streaming event', message.event);
      return null;
  }
}
