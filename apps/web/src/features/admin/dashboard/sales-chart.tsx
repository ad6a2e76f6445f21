// The dashboard's chart (decision 044): uPlot, a small canvas chart library, loaded only when the dashboard
// shows (React.lazy), so neither the storefront nor the back office's other screens carry it. The chart is a
// picture of the table under it (aria-hidden): the table is what a screen reader reads.
// NOTE: it imports nothing of the app (labels come translated, amounts in AED): when this lazy chunk imported
// shared modules, Rollup moved them out of the storefront's entry into chunks of their own, which added bytes to
// every shopper's first load.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TChartSeries {
  /** What the x axis counts ('Period'), and its label of each point. */
  x: string;
  labels: string[];
  /** Each line's name and its values (AED), one per label. */
  lines: Array<{ name: string; values: number[] }>;
  axis: string;
}

const LINE_STYLES: Array<Partial<uPlot.Series>> = [
  { stroke: '#0f766e', width: 2, fill: 'rgba(15, 118, 110, 0.08)' },
  { stroke: '#b91c1c', width: 2, dash: [6, 4] },
  { stroke: '#1e3a8a', width: 2 },
];

const HEIGHT = 260;

function chartOptions(width: number, { x, labels, lines, axis }: TChartSeries): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      { values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? ''), stroke: '#5c6370' },
      { label: axis, stroke: '#5c6370', size: 64 },
    ],
    series: [
      { label: x, value: (_chart, index) => labels[index] ?? '' },
      ...lines.map((line, index) => ({ label: line.name, ...LINE_STYLES[index % LINE_STYLES.length] })),
    ],
  };
}

export default function SalesChart({ series }: { series: TChartSeries }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.labels.map((_, index) => index),
      ...series.lines.map((line) => line.values),
    ];
    const chart = new uPlot(chartOptions(element.clientWidth || 600, series), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);
  return <div ref={box} aria-hidden="true" data-testid="sales-chart" className="min-h-[300px] w-full" />;
}
