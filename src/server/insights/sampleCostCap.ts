/** Where the embedded sample database listens, once it does; its queries have a cost cap. */
let current: { host: string; port: number } | null = null;

/** The planner's cost estimate past which the sample database refuses a query up front. */
export const SAMPLE_COST_CAP = 2_000_000;

export function setSampleAddress(address: { host: string; port: number } | null) {
  current = address;
}

export const sampleAddress = () => current;

/** The cost cap when `host:port` is the sample database, otherwise null. */
export function sampleCostCap(host: string, port: number): number | null {
  if (!current || port !== current.port) return null;
  return ['127.0.0.1', 'localhost', '::1', current.host].includes(host) ? SAMPLE_COST_CAP : null;
}
