import { JOURNEY_STEPS, type JourneyStep } from '../../journey-rules';

/** The five steps, those done and the current one marked; on phones their numbers. */
export function JourneyProgress({ step }: { step: JourneyStep }) {
  return (
    <ol aria-label="Steps" className="mb-4 grid grid-cols-5 gap-1 text-center text-xs">
      {JOURNEY_STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={index === step ? 'step' : undefined}
          className={`border-b-4 pb-1 ${index <= step ? 'border-brand font-bold' : 'border-black/10 text-gray-600'}`}
        >
          <span className="sr-only">Step {index + 1}: </span>
          <span className="hidden sm:inline">{label}</span>
          <span aria-hidden="true" className="sm:hidden">
            {index + 1}
          </span>
        </li>
      ))}
    </ol>
  );
}
