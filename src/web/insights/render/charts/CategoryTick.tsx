import type { AxisTickProps } from '@nivo/axes';

/** A name cut to `max` characters with '…'; the whole name when it fits. */
export const truncate = (name: string, max: number) =>
  name.length <= max ? name : `${name.slice(0, Math.max(1, max - 1)).trimEnd()}…`;

/**
 * A category axis tick whose name is cut short past `maxChars`, the whole name kept as its
 * tooltip (an SVG title), drawn where nivo places its own ticks.
 */
export function CategoryTick(maxChars: number) {
  return function Tick({
    x,
    y,
    value,
    format,
    lineX,
    lineY,
    textX,
    textY,
    textAnchor,
    textBaseline,
    rotate,
    theme,
  }: AxisTickProps<string | number>) {
    const name = String(format ? format(value) : value);
    const shown = truncate(name, maxChars);
    return (
      <g transform={`translate(${x},${y})`}>
        <line x1={0} x2={lineX} y1={0} y2={lineY} style={theme.line} />
        <text
          dominantBaseline={textBaseline as 'middle'}
          textAnchor={textAnchor as 'middle'}
          transform={`translate(${textX},${textY}) rotate(${rotate ?? 0})`}
          style={theme.text}
        >
          {shown !== name && <title>{name}</title>}
          {shown}
        </text>
      </g>
    );
  };
}
