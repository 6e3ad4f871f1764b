/** Alerts the client subscribes to (spec §3). */
export interface PushAlerts {
  follow?: boolean;
  favourite?: boolean;
  mention?: boolean;
  reblog?: boolean;
  move?: boolean;
  poll?: boolean;
  [other: string]: boolean | undefined;
}

export interface PushSubscriptionParams {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  data?: { alerts?: PushAlerts; policy?: string };
}
