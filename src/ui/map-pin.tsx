/** The pin's outline, its point at (0, 0): one drawing for every kind of map. */
export const PIN_PATH = 'M0 0C-4-9-14-15-14-25a14 14 0 0 1 28 0C14-15 4-9 0 0Z';

/** The pin in an SVG of its own, 32 × 43, its point at the bottom centre. */
export function MapPin({ className }: { className?: string }) {
  return (
    <svg
      viewBox="-16 -42 32 43"
      width="32"
      height="43"
      aria-hidden="true"
      className={className}
      data-map-pin=""
    >
      <path d={PIN_PATH} className="fill-brand" stroke="#fff" strokeWidth="2" />
      <circle cy="-25" r="5" fill="#fff" />
    </svg>
  );
}
