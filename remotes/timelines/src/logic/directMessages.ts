import type { Capabilities, OptionalEndpoint, TimelineTarget } from '@fedi/shared';

/** The call the Direct messages tab reads on this server: the direct timeline or the conversations. */
export function directMessagesEndpoint(capabilities: Pick<Capabilities, 'directMessages'>): OptionalEndpoint {
  return capabilities.directMessages === 'conversations' ? 'conversations' : 'directTimeline';
}

/** The Direct messages tab's timeline target on this server. */
export function directMessagesTarget(capabilities: Pick<Capabilities, 'directMessages'>): TimelineTarget {
  return capabilities.directMessages === 'conversations' ? { name: 'dms', via: 'conversations' } : { name: 'dms' };
}

/** Whether this server turned out to lack the call the tab reads (then the tab is not offered). */
export function lacksDirectMessages(capabilities: Pick<Capabilities, 'directMessages' | 'missing'>): boolean {
  return capabilities.missing.includes(directMessagesEndpoint(capabilities));
}
