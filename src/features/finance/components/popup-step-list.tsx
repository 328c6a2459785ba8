import { POPUP_STEPS } from '../popup-rules';

/**
 * The popup's steps in order, the current one marked. Below 640 px they are numbers only (their names
 * stay for screen readers) and the step's heading names the current one; wider, they carry their names.
 */
export function PopupStepList({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" className="flex gap-2 text-sm">
      {POPUP_STEPS.map((name, i) => (
        <li
          key={name}
          aria-current={i === step ? 'step' : undefined}
          className={`flex flex-1 items-center justify-center gap-2 rounded-site border px-2 py-2 font-semibold sm:justify-start ${
            i === step
              ? 'border-brand bg-brand text-brand-contrast'
              : i < step
                ? 'border-brand/40 text-ink'
                : 'border-black/15 text-gray-700'
          }`}
        >
          <span
            aria-hidden="true"
            className="grid size-6 shrink-0 place-items-center rounded-full border border-current text-xs"
          >
            {i + 1}
          </span>
          <span className="sr-only sm:not-sr-only">{name}</span>
        </li>
      ))}
    </ol>
  );
}
