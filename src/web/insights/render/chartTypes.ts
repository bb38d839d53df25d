import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ChartNodeType } from '../../../contract/dataInsights.ts';
import type { ChartProps } from './charts/chartProps.ts';

/** Each chart type is its own chunk, loaded the first time a module of that type is drawn. */
export const chartComponents: Record<ChartNodeType, LazyExoticComponent<ComponentType<ChartProps>>> = {
  bar: lazy(() => import('./charts/BarChart.tsx')),
  line: lazy(() => import('./charts/LineChart.tsx')),
  pie: lazy(() => import('./charts/PieChart.tsx')),
  area: lazy(() => import('./charts/AreaChart.tsx')),
  scatter: lazy(() => import('./charts/ScatterChart.tsx')),
  radar: lazy(() => import('./charts/RadarChart.tsx')),
  radialbar: lazy(() => import('./charts/RadialBarChart.tsx')),
  treemap: lazy(() => import('./charts/TreemapChart.tsx')),
  funnel: lazy(() => import('./charts/FunnelChart.tsx')),
};

export const isChartType = (type: string): type is ChartNodeType => Object.hasOwn(chartComponents, type);
