/** Steps an axis counts in: 1, 2 or 5 times a power of ten. */
function niceStep(span: number, count: number, whole: boolean): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return whole ? Math.max(1, Math.round(step)) : step;
}

/**
 * The ticks of a value axis over `values`: round steps from a round start to a round end,
 * whole numbers only when every value is whole (counts: no 2.5 orders), about `count` of them.
 * The scale's domain is the first and last tick, so every tick sits on the axis.
 */
export function valueTicks(values: number[], count: number, fromZero = true): number[] {
  const finite = values.filter(Number.isFinite);
  const whole = finite.every(Number.isInteger);
  let lo = Math.min(...finite, ...(fromZero ? [0] : []));
  let hi = Math.max(...finite, ...(fromZero ? [0] : []));
  if (!Number.isFinite(lo)) return [0, 1];
  if (lo === hi) {
    hi = lo + 1;
    if (!fromZero) lo -= 1;
  }
  const step = niceStep(hi - lo, count, whole);
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = start; t <= end + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/**
 * A formatter for the ticks: numbers made short (1.2M), with just enough decimals that no two
 * ticks read the same ('1K', '1K', '1K' becomes '1K', '1.02K', '1.04K').
 */
export function tickFormat(ticks: number[]): (value: number | string | Date) => string {
  for (let digits = 1; digits <= 4; digits++) {
    const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: digits });
    const labels = ticks.map((t) => compact.format(t));
    if (new Set(labels).size === labels.length)
      return (value) => (typeof value === 'number' ? compact.format(value) : String(value));
  }
  const plain = new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 });
  return (value) => (typeof value === 'number' ? plain.format(value) : String(value));
}

/** How many value ticks fit along `length` pixels, one per 40. */
export const tickCount = (length: number) => Math.max(2, Math.min(8, Math.floor(length / 40)));
