import type { Chart } from '../reports/report-tables';

// A report's chart, drawn on the server as SVG with no script: positions across are percentages of the
// chart's own width and heights are pixels, so the bars fit a 375 px phone and a 1440 px screen alike and
// the text is never scaled. The table beside it is the accessible version; the drawing is one image.

const ROW = 40;
const BAR = 14;
const HEIGHT = 160;
const LABEL_MAX = 48;

const brand = { fill: 'var(--brand)' };
const ink = { fill: 'var(--ink)' };
const short = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label);
const number = (value: number) => value.toLocaleString('en-AU');

/** Each point's label over its bar, the bar's length its share of the largest, its value at its end. */
function Bars({ chart, title, id }: { chart: Chart; title: string; id: string }) {
  const max = Math.max(1, ...chart.points.map((p) => p.value));
  return (
    <svg role="img" aria-labelledby={id} width="100%" height={chart.points.length * ROW} className="block">
      <title id={id}>{title}</title>
      {chart.points.map((point, i) => {
        // Room at the end for the value: the longest bar is 85 % of the width.
        const length = (point.value / max) * 85;
        return (
          <g key={`${point.label}-${i}`}>
            <text x="0" y={i * ROW + 13} fontSize="13" style={ink}>
              {short(point.label)}
            </text>
            <rect x="0" y={i * ROW + 19} width={`${length}%`} height={BAR} rx="2" style={brand} />
            <text x={`${length + 1}%`} y={i * ROW + 31} fontSize="13" fontWeight="700" style={ink}>
              {number(point.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A column per point (a day), the tallest at the chart's height, the scale's top and the ends named. */
function Columns({ chart, title, id }: { chart: Chart; title: string; id: string }) {
  const max = Math.max(1, ...chart.points.map((p) => p.value));
  const n = Math.max(1, chart.points.length);
  const top = 18;
  const first = chart.points[0]?.label ?? '';
  const last = chart.points[n - 1]?.label ?? '';
  return (
    <svg role="img" aria-labelledby={id} width="100%" height={HEIGHT + top + 24} className="block">
      <title id={id}>{title}</title>
      <text x="0" y="12" fontSize="12" style={ink}>
        {`${number(max)} ${max === 1 ? chart.unit.replace(/s$/, '') : chart.unit}`}
      </text>
      <line x1="0" x2="100%" y1={top} y2={top} stroke="currentColor" strokeOpacity="0.15" />
      <line x1="0" x2="100%" y1={top + HEIGHT} y2={top + HEIGHT} stroke="currentColor" strokeOpacity="0.5" />
      {chart.points.map((point, i) => {
        const height = (point.value / max) * HEIGHT;
        return (
          <rect
            key={point.label}
            x={`${(i / n) * 100 + 10 / n}%`}
            width={`${80 / n}%`}
            y={top + HEIGHT - height}
            height={height}
            style={brand}
          />
        );
      })}
      <text x="0" y={top + HEIGHT + 18} fontSize="12" style={ink}>
        {first}
      </text>
      <text x="100%" y={top + HEIGHT + 18} fontSize="12" textAnchor="end" style={ink}>
        {last}
      </text>
    </svg>
  );
}

/** The chart, or a sentence when the period has nothing to draw. */
export function ReportChart({ chart, title, id }: { chart: Chart; title: string; id: string }) {
  if (chart.points.every((p) => p.value === 0))
    return <p className="py-4 text-gray-700">Nothing to draw: every count is 0.</p>;
  return chart.shape === 'bars' ? (
    <Bars chart={chart} title={title} id={id} />
  ) : (
    <Columns chart={chart} title={title} id={id} />
  );
}
