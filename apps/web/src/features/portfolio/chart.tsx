import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

/** What a chart draws: bars over named categories, or lines over months (x = 1, 2, …). */
export interface ChartSpec {
  kind: 'bars' | 'lines';
  /** The x positions: 0..n-1 for bars (named by `categories`), months for lines. */
  x: number[];
  /** Bars only: the name under each bar. */
  categories?: string[];
  /** `dash`: a line's pattern ([8, 4] dashed), so lines differ by more than colour. */
  series: { label: string; color: string; dash?: number[]; values: (number | null)[] }[];
  /** The y axis's largest value (1 for shares); the data's largest otherwise. */
  yMax?: number;
  yFormat(value: number): string;
  /** The x axis's title, when the categories need one. */
  xLabel?: string;
}

const HEIGHT = 220;

type UPlotClass = typeof uPlot;
let loading: Promise<UPlotClass> | null = null;

/** uPlot and its style sheet, fetched the first time a chart is drawn: no other page's download grows. */
function loadUplot(): Promise<UPlotClass> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);
  return loading;
}

function optionsOf(U: UPlotClass, spec: ChartSpec, width: number): uPlot.Options {
  const bars = spec.kind === 'bars';
  const largest = Math.max(0, ...spec.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const yMax = spec.yMax ?? (largest > 0 ? largest * 1.1 : 1);
  const xMin = bars ? -0.5 : 1;
  const xMax = bars ? spec.x.length - 0.5 : Math.max(2, spec.x.at(-1) ?? 1);
  const font = '12px system-ui, sans-serif';
  const axis = {
    stroke: '#44403c',
    font,
    labelFont: `600 ${font}`,
    grid: { stroke: '#e7e5e4', width: 1 },
    ticks: { show: false },
  };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 8, 0, 0],
    scales: { x: { time: false, range: [xMin, xMax] }, y: { range: [0, yMax] } },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: 28,
        ...(spec.xLabel ? { label: spec.xLabel, labelSize: 20 } : {}),
        // One tick per category (bars) or per month, thinned so labels never overlap on a phone.
        splits: bars
          ? () => spec.x
          : (_u, _i, min, max) => {
              const step = Math.max(1, Math.ceil((max - min) / Math.max(1, Math.floor(width / 48))));
              const ticks: number[] = [];
              for (let m = Math.ceil(min); m <= max; m += step) ticks.push(m);
              return ticks;
            },
        values: (_u, splits) => splits.map((v) => (bars ? (spec.categories?.[v] ?? '') : String(v))),
      },
      { ...axis, size: 64, values: (_u, splits) => splits.map((v) => spec.yFormat(v)) },
    ],
    series: [
      {},
      ...spec.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: bars ? 0 : 2,
        ...(s.dash ? { dash: s.dash } : {}),
        ...(bars
          ? { fill: s.color, paths: U.paths.bars!({ size: [0.6, 72], align: 0 as const }), points: { show: false } }
          : { points: { show: true, size: 5, fill: s.color } }),
      })),
    ],
  };
}

/**
 * A uPlot chart as wide as its box (it follows the box when the screen turns or the window resizes). A picture only:
 * the table beside it holds the same numbers for screen readers and copying, so the canvas is hidden from them.
 * Where the browser cannot draw (no ResizeObserver or canvas), it says so and the table stays.
 */
export function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    loadUplot().then(
      (U) => {
        if (gone) return;
        const widthNow = () => Math.max(200, Math.floor(element.clientWidth));
        try {
          plot = new U(optionsOf(U, spec, widthNow()), [spec.x, ...spec.series.map((s) => s.values)], element);
        } catch {
          setFailed(true);
          return;
        }
        observer = new ResizeObserver(() => {
          if (plot && Math.abs(plot.width - widthNow()) > 1) plot.setSize({ width: widthNow(), height: HEIGHT });
        });
        observer.observe(element);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [spec]);
  if (failed)
    return (
      <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
        The chart cannot be drawn here: the table has the numbers.
      </p>
    );
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden"
      style={{ minHeight: HEIGHT }}
      data-testid="chart"
    />
  );
}
