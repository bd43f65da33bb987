import type { MarketingDay } from '../api/get-links';

/**
 * A link's last 30 days as a small line: a picture for the eye only (aria-hidden), the figures are
 * beside it in text. Plain SVG, so the links tab needs no chart library.
 */
export function Sparkline({
  series,
  color = 'var(--brand-primary, #1d4ed8)',
  width = 120,
  height = 32,
}: {
  series: readonly MarketingDay[];
  color?: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(1, ...series.map((d) => d.clicks));
  const step = series.length > 1 ? width / (series.length - 1) : width;
  const y = (v: number) => height - 2 - (v / max) * (height - 4);
  const points = series.map((d, i) => `${(i * step).toFixed(1)},${y(d.clicks).toFixed(1)}`).join(' ');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      className="shrink-0 overflow-visible"
      data-testid="sparkline"
    >
      <polyline
        points={`0,${height} ${points} ${width},${height}`}
        fill={color}
        fillOpacity={0.12}
        stroke="none"
      />
      <polyline
        points={points}
        fill="none"
        stroke={color}
        strokeWidth={1.75}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
