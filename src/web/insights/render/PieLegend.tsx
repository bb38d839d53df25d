import type { ContentNodeData } from '../../../contract/dataInsights.ts';
import { PIE_COLORS, PIE_LEGEND_FROM, pieSlices } from './chartData.ts';
import { displayValue } from './displayValue.ts';
import * as s from './ModuleRenderer.css.ts';

/** The names of a pie's slices with their colours and values, once it has more than a few. */
export function PieLegend({ data, label }: { data: ContentNodeData; label: string }) {
  const slices = pieSlices(data);
  if (slices.length <= PIE_LEGEND_FROM) return null;
  return (
    <ul className={s.legend} aria-label={`Legend of ${label}`}>
      {slices.map((slice, i) => (
        <li key={slice.id} className={s.legendItem}>
          <span className={s.swatch} style={{ background: PIE_COLORS[i % PIE_COLORS.length] }} aria-hidden />
          <span className={s.legendName} title={slice.label}>
            {slice.label}
          </span>
          <span className={s.legendValue}>{displayValue(slice.value)}</span>
        </li>
      ))}
    </ul>
  );
}
