/** Query keys of the gateway test consoles. */
export const gatewayTestKey = ['gatewayTest'] as const;
