import type { JourneyState, JourneyStep } from '../../journey-rules';

/** What the journey hands each step: the journey so far, and how to change it and move on. */
export type StepProps = {
  journey: JourneyState;
  /** The fields' ids start with it. */
  idPrefix: string;
  /** Messages a later step's call sent the shopper back to this one with. */
  refused?: Record<string, string>;
  update: (change: (journey: JourneyState) => JourneyState) => void;
  go: (step: JourneyStep) => void;
};
