import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
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

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site px-5 py-2.5 font-bold disabled:opacity-60';

type Props = {
  /** The step has a Back (all but the first). */
  back: (() => void) | null;
  /** The last step submits the application; the others go on. */
  last: boolean;
  /** The step may be left forward (the mobile check waits for a verified mobile). */
  ready: boolean;
  submitting: boolean;
};

/** A step's Back and its Next (or, on the last, Apply to lender), busy while the application is made. */
export function StepActions({ back, last, ready, submitting }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {back ? (
        <button
          type="button"
          onClick={back}
          disabled={submitting}
          className={`${buttonClass} border border-black/15 hover:bg-surface`}
        >
          Back
        </button>
      ) : (
        <span />
      )}
      <button
        type="submit"
        disabled={submitting || !ready}
        className={`${buttonClass} bg-brand text-brand-contrast`}
      >
        {submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
        {last ? 'Apply to lender' : 'Next'}
      </button>
    </div>
  );
}
