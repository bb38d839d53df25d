import { Suspense } from 'react';
import type { ChartNodeType, ContentNodeData } from '../../../contract/dataInsights.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { hasData } from './chartData.ts';
import { chartComponents } from './chartTypes.ts';
import * as s from './ModuleRenderer.css.ts';
import { PieLegend } from './PieLegend.tsx';

export const AWAITING_DATA = 'Awaiting data';

/** A chart of the content: 'Awaiting data' until it has a dataSet, then its lazily loaded nivo chart. */
export function ChartNode({
  type,
  data,
  label,
}: {
  type: ChartNodeType;
  data: ContentNodeData;
  label: string;
}) {
  if (!hasData(data)) return <p className={s.awaiting}>{AWAITING_DATA}</p>;
  const Chart = chartComponents[type];
  const frame = (
    <ChartFrame label={label} height={type === 'treemap' ? undefined : data.height}>
      {(size) => (
        <Suspense fallback={<p className={s.awaiting}>Drawing chart…</p>}>
          <Chart data={data} label={label} {...size} />
        </Suspense>
      )}
    </ChartFrame>
  );
  if (type !== 'pie') return frame;
  return (
    <div>
      {frame}
      <PieLegend data={data} label={label} />
    </div>
  );
}
