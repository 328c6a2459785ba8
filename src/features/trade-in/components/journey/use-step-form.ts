'use client';

import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { type ApiForm, useApiForm } from '@/ui/form/use-api-form';

type Options<V extends FieldValues> = {
  idPrefix: string;
  defaultValues: V;
  resolver: Resolver<V>;
  /** Messages a later step's call sent the shopper back here with, shown as the step opens. */
  refused?: Record<string, string>;
  /** Told the form's values as they are typed, for the journey to keep. */
  onValues: (values: Partial<V>) => void;
};

/**
 * A step's form on the form primitive: checked in the browser on Next (the schema's messages stay until
 * the next press, as the shopper types), no focus moved on a refusal (the step's heading has it), and
 * every change told to the journey, which keeps it for the session.
 */
export function useStepForm<V extends FieldValues>({
  idPrefix,
  defaultValues,
  resolver,
  refused,
  onValues,
}: Options<V>): ApiForm<V> {
  const form = useApiForm<V>({
    idPrefix,
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    reValidateMode: 'onSubmit',
    invalidFocus: 'none',
  });
  const told = useRef(onValues);
  told.current = onValues;
  const { watch, showFieldErrors } = form;
  useEffect(() => {
    const subscription = watch((values) => told.current(values as Partial<V>));
    return () => subscription.unsubscribe();
  }, [watch]);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (refused && Object.keys(refused).length > 0) showFieldErrors(refused);
  }, [refused, showFieldErrors]);
  return form;
}
