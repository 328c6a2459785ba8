import type { ComponentProps, ReactNode } from 'react';

// Disclosures on the native <details> and <summary>: keyboard and screen-reader operable, found by the
// browser's find-in-page, and working with no JavaScript, so server components can use them. Where the
// browser can animate a <details> (::details-content with interpolate-size) the content opens and closes
// over 300 ms (AF §2), and not at all for visitors who prefer reduced motion; elsewhere it simply opens.

const ANIMATED =
  '[interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-y-clip details-content:transition-[height,content-visibility] details-content:duration-300 details-content:ease-out details-content:transition-discrete open:details-content:h-auto motion-reduce:details-content:transition-none';

/** Hides the summary's default triangle, for summaries that draw their own chevron. */
export const NO_MARKER = 'list-none [&::-webkit-details-marker]:hidden';

type DisclosureProps = Omit<ComponentProps<'details'>, 'onToggle'> & {
  /** What the summary says, e.g. 'Loan details'; it is the button that opens and closes the content. */
  summary: ReactNode;
  summaryClassName?: string;
  /** Off for menus that drop down over the page rather than push it open. */
  animate?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function Disclosure({
  summary,
  summaryClassName = 'cursor-pointer',
  animate = true,
  onOpenChange,
  className = '',
  children,
  ...details
}: DisclosureProps) {
  return (
    <details
      {...details}
      onToggle={onOpenChange && ((event) => onOpenChange(event.currentTarget.open))}
      className={animate ? `${ANIMATED} ${className}` : className}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}

type AccordionProps = Omit<DisclosureProps, 'summary' | 'name' | 'children'> & {
  /** Shared by its sections: opening one closes the others (the native exclusive accordion). */
  name: string;
  sections: { key: string; summary: ReactNode; content: ReactNode }[];
};

/** Sections of which one at most is open at a time, e.g. a FAQ. */
export function Accordion({ name, sections, ...disclosure }: AccordionProps) {
  return sections.map((section) => (
    <Disclosure key={section.key} name={name} summary={section.summary} {...disclosure}>
      {section.content}
    </Disclosure>
  ));
}
