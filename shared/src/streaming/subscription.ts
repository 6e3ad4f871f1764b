import type { StreamName } from './types';

/** One stream of the streaming API: its name and extra arguments (`{ tag }`, `{ list }`). */
export interface StreamSubscription {
  stream: StreamName;
  params?: Record<string, string | undefined>;
}

function paramValues(subscription: StreamSubscription): string[] {
  return Object.values(subscription.params ?? {}).filter((value): value is string => value !== undefined);
}

/**
 * The key a server's `stream` tag names this stream by: `user`, `public:local`, `hashtag:cats`,
 * `list:3` (lower case, as tags are compared).
 */
export function streamKey(subscription: StreamSubscription): string {
  return [subscription.stream, ...paramValues(subscription)].join(':').toLowerCase();
}

/** Streams with arguments get a socket of their own: Akkoma's subscribe message ignores arguments. */
export function hasStreamArguments(subscription: StreamSubscription): boolean {
  return paramValues(subscription).length > 0;
}

/** `{"type":"subscribe","stream":"hashtag","tag":"cats"}` and the like. */
export function subscriptionMessage(type: 'subscribe' | 'unsubscribe', subscription: StreamSubscription): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(subscription.params ?? {})) if (value !== undefined) params[name] = value;
  return JSON.stringify({ type, stream: subscription.stream, ...params });
}
