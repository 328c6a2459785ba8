'use client';

import { Form, FormError, FormField } from '@/ui/form/form';
import { ADJUSTMENT_QUESTIONS } from '../../valuation-rules';
import { buttonClass, JourneyChoices, JourneyInput, secondaryClass } from './fields';
import { conditionResolver, preloadValidation } from './resolvers';
import { type ConditionValues, conditionValues, odometerText, withCondition } from './rules';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Step 3: the odometer and the condition questions, each answered. */
export function ConditionStep({ journey, idPrefix, refused, update, go }: StepProps) {
  const form = useStepForm<ConditionValues>({
    idPrefix,
    defaultValues: conditionValues(journey),
    resolver: conditionResolver,
    refused,
    onValues: (values) => update((s) => withCondition(s, values)),
  });

  const next = (values: ConditionValues) => {
    update((s) => withCondition(s, values));
    go(3);
  };

  return (
    <Form form={form} onSubmit={next} onFocus={preloadValidation} noValidate className="grid gap-5">
      <FormField name="kms" label="Odometer" unit="km" required>
        <JourneyInput
          name="kms"
          clean={odometerText}
          inputMode="numeric"
          maxLength={9}
          className="w-full max-w-xs rounded-site border border-black/25 bg-white px-3 py-2.5"
        />
      </FormField>
      {ADJUSTMENT_QUESTIONS.map((question) => (
        <JourneyChoices
          key={question.id}
          name={`answers.${question.id}`}
          legend={question.label}
          required
          options={question.options}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryClass} onClick={() => go(1)}>
          Back
        </button>
        <button type="submit" className={buttonClass}>
          Next
        </button>
      </div>
      <FormError form={form} />
    </Form>
  );
}
