import { type ReactNode, useId } from 'react';

// The payment strip 'We accept' (AF §2): the five ways to pay, each drawn here as a small mark of our own
// (shapes and colours a shopper recognises, not the brands' artwork) so the strip costs no image request
// and no script. Each mark is an image named by its brand; the strip is a list named by its heading.

export const PAYMENT_STRIP_HEADING = 'We accept';

export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Two overlapping discs, the shape both card schemes of one family use. */
function Discs({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="15.5" cy="12" r="7" fill={left} />
      <circle cx="24.5" cy="12" r="7" fill={right} />
      <path d="M20 6.64a7 7 0 0 1 0 10.72a7 7 0 0 1 0-10.72z" fill={overlap} />
    </>
  );
}

const MARKS: Record<PaymentMethod, ReactNode> = {
  Mastercard: <Discs left="#e4002b" right="#f7a600" overlap="#ff5f00" />,
  Maestro: <Discs left="#0d6fb8" right="#e4002b" overlap="#6c3c8c" />,
  Visa: (
    <text
      x="20"
      y="16.5"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="12"
      fontStyle="italic"
      fontWeight="900"
      fill="#1a1f71"
    >
      VISA
    </text>
  ),
  'Google Pay': (
    <>
      <text
        x="5"
        y="16"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="#4285f4"
      >
        G
      </text>
      <text
        x="14"
        y="16"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontWeight="600"
        fill="#3c4043"
      >
        Pay
      </text>
    </>
  ),
  'Apple Pay': (
    <>
      <rect x="0.5" y="0.5" width="39" height="23" rx="3.5" fill="#000" />
      {/* An apple of two arcs and a leaf. */}
      <path
        d="M10.5 8.6c1.4 0 2 .8 3 .8s1.4-.8 2.8-.8c.9 0 1.6.4 2.1 1-1.9 1.1-1.6 3.9.4 4.6-.6 1.6-1.6 3.2-2.7 3.2-.9 0-1.2-.5-2.3-.5s-1.5.5-2.3.5c-1.4 0-3.2-2.6-3.2-5.2 0-2.3 1-3.6 2.2-3.6z"
        fill="#fff"
      />
      <path d="M13.3 8.2c0-1.2.9-2.2 2-2.3 0 1.2-.9 2.2-2 2.3z" fill="#fff" />
      <text
        x="19.5"
        y="16"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9.5"
        fontWeight="600"
        fill="#fff"
      >
        Pay
      </text>
    </>
  ),
};

/** One brand's mark on a white card of 40 × 24 (Apple Pay's is black). */
export function PaymentMark({
  method,
  className = 'h-6 w-10',
}: {
  method: PaymentMethod;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 40 24" role="img" aria-label={method} className={className}>
      <rect x="0.5" y="0.5" width="39" height="23" rx="3.5" fill="#fff" stroke="#d1d5db" />
      {MARKS[method]}
    </svg>
  );
}

/** 'We accept' and the five marks in a row, e.g. under a pay button or a reserve section. */
export function PaymentMarks({ className = '' }: { className?: string }) {
  const headingId = useId();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}>
      <p id={headingId} className="text-sm font-semibold text-gray-700">
        {PAYMENT_STRIP_HEADING}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap items-center gap-1.5">
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <PaymentMark method={method} />
          </li>
        ))}
      </ul>
    </div>
  );
}
