import type { ReactNode, SVGProps } from 'react';

// The product's icons, drawn inline with lucide's drawings (ISC licence), one module each. lucide-react draws
// every icon through a client component of its own (~1.6 KB gzip with its helpers), even from a server
// component, which the pages' first-load JavaScript has no room for (decision 003). Same attributes as
// lucide's, and like lucide's an icon is hidden from assistive technology unless it is given a name.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  const name = props['aria-label'] ?? props['aria-labelledby'] ?? props.role;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden beside its text, or named by aria-label where it stands alone
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={name === undefined || undefined}
      {...props}
    >
      {children}
    </svg>
  );
}
