import { LoaderCircleIcon } from '@/ui/icons/loader-circle';

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
