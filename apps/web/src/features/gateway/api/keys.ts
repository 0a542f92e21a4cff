/** Query keys of the gateway feature (usage figures change with every call: they are re-read often). */
export const gatewayKey = ['gateway'] as const;

/** Usage figures are aggregated per China day as gateways report them: a minute is fresh enough. */
export const USAGE_STALE_MS = 60_000;
