// Whole class names, so Tailwind finds them in the source.
const SHOWN = {
  carousel: 'group-focus-visible/carousel:opacity-100',
  spin: 'group-focus-visible/spin:opacity-100',
  video: 'group-focus-visible/video:opacity-100',
} as const;

/**
 * The focus ring of a focusable media surface (its parent names itself `group/{group}` and hides its
 * own outline), drawn over the photos: an outline would be painted under the positioned images. Brand
 * colour with a white inner line, so it shows on any photo and on the dark video poster.
 */
export function FocusRing({ group }: { group: keyof typeof SHOWN }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 z-10 opacity-0 shadow-[inset_0_0_0_3px_var(--brand),inset_0_0_0_5px_#fff] ${SHOWN[group]}`}
    />
  );
}
