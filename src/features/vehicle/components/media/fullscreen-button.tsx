import type { Ref } from 'react';
import { Maximize2Icon } from '@/ui/icons/maximize-2';
import { Minimize2Icon } from '@/ui/icons/minimize-2';
import { EXIT_FULL_SCREEN_LABEL, FULL_SCREEN_LABEL } from '../../media-rules';

type ButtonProps = { open: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> };

/** The round full-screen toggle with its tooltip ('Full screen' / 'Exit full screen'), which is also its name. */
export function FullscreenButton({ open, onClick, ref }: ButtonProps) {
  const label = open ? EXIT_FULL_SCREEN_LABEL : FULL_SCREEN_LABEL;
  const Icon = open ? Minimize2Icon : Maximize2Icon;
  return (
    <span className="group relative inline-flex">
      <button
        ref={ref}
        type="button"
        aria-label={label}
        onClick={onClick}
        className="grid size-10 place-items-center rounded-full bg-white/90 text-gray-900 shadow-md transition hover:bg-white"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      {/* The label already names the button; the tooltip shows it to sighted mouse and keyboard users. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-0 top-full z-30 mt-2 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs font-semibold text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-has-[:focus-visible]:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}
