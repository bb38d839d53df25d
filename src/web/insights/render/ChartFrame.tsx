import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GOLDEN_RATIO } from './chartData.ts';
import * as s from './ModuleRenderer.css.ts';

/**
 * Measures the width a chart has and hands it a size: the content's height when it sets one,
 * else the golden ratio of the width (always so for a treemap). Charts draw nothing until measured.
 */
export function ChartFrame({
  label,
  height,
  children,
}: {
  label: string;
  height?: number;
  children: (size: { width: number; height: number }) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.floor(entry.contentRect.width);
      if (width > 0) setSize({ width, height: height ?? Math.round(width / GOLDEN_RATIO) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [height]);
  return (
    <figure className={s.chart} aria-label={label} style={{ margin: 0 }}>
      <div ref={ref} className={height ? undefined : s.goldenFrame} style={height ? { height } : undefined}>
        {size && size.width > 0 && size.height > 0 && children(size)}
      </div>
    </figure>
  );
}
