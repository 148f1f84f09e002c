import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  /** A Tailwind fill class (fill-brand, fill-slate-300). */
  fillClass: string;
}

export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

/** The width the chart's box has, followed as the window or the drawer changes it. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) =>
      setWidth(entries[0]?.contentRect.width ?? el.clientWidth),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const MARGIN = { top: 12, right: 8, bottom: 28, left: 48 };

/**
 * A bar chart drawn with visx (scales and bars; SVG): one bar per row, or bars side by side per
 * row for several series (a quarter's target and achievement). The picture is for the eye only
 * (aria-hidden): every screen that draws one shows the same numbers in a table beside it. On a
 * phone the labels thin out so they never overlap.
 */
export function BarChart({
  rows,
  series,
  formatTick,
  height = 240,
  testId,
}: {
  rows: ChartRow[];
  series: ChartSeries[];
  /** A short value for the axis (₹12K, 1.2K). */
  formatTick(value: number): string;
  height?: number;
  testId?: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...rows.flatMap((r) => series.map((s) => r.values[s.key] ?? 0)));
  const x = scaleBand<string>({ domain: rows.map((r) => r.label), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4);
  // At most one label per 44 px: every label on a desktop, every second or third on a phone.
  const every = Math.max(1, Math.ceil((rows.length * 44) / Math.max(1, innerWidth)));

  return (
    <div ref={ref} className="w-full" data-testid={testId}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true" focusable="false" className="block">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(0, ${y(tick)})`}>
                <line x1={0} x2={innerWidth} className="stroke-slate-200" strokeWidth={1} />
                <text x={-6} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px]">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, i) => {
              const left = x(row.label) ?? 0;
              return (
                <g key={row.label}>
                  {series.map((s) => {
                    const value = row.values[s.key] ?? 0;
                    const top = y(value);
                    return (
                      <Bar
                        key={s.key}
                        x={left + (inner(s.key) ?? 0)}
                        y={top}
                        width={inner.bandwidth()}
                        height={Math.max(0, innerHeight - top)}
                        rx={2}
                        className={s.fillClass}
                      />
                    );
                  })}
                  {i % every === 0 ? (
                    <text
                      x={left + x.bandwidth() / 2}
                      y={innerHeight + 18}
                      textAnchor="middle"
                      className="fill-slate-600 text-[11px]"
                    >
                      {row.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="stroke-slate-400" />
          </Group>
        </svg>
      ) : (
        <div style={{ height }} />
      )}
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <svg width={12} height={12} aria-hidden="true">
                <rect width={12} height={12} rx={2} className={s.fillClass} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
