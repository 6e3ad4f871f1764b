/** Query keys of the normalized entity cache: one entry per entity. */
export const entityKeys = {
  status: (id: string) => ['status', id] as const,
  account: (id: string) => ['account', id] as const,
  relationship: (id: string) => ['relationship', id] as const,
  notification: (id: string) => ['notification', id] as const,
} as const;

/** Key of a timeline's id list (the statuses themselves live under `status` keys). */
export const timelineKey = (name: string, ...args: Array<string | undefined>) =>
  ['timeline', name, ...args.filter((arg): arg is string => arg !== undefined)] as const;
