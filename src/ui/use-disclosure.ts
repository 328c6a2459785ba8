import { useId, useState } from 'react';

/**
 * A toggle that shows more of something already partly shown ('Show More' / 'Show Less' under the first
 * lines of a list): spread `toggleProps` on the button and give the content `contentId`. Content that is
 * wholly hidden until opened is a Disclosure (accordion.tsx) instead.
 */
export function useDisclosure(initial = false) {
  const [expanded, setExpanded] = useState(initial);
  const contentId = useId();
  return {
    expanded,
    contentId,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': expanded,
      'aria-controls': contentId,
      onClick: () => setExpanded((open) => !open),
    },
  };
}
