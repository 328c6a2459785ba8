'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import type { HoldAction, HoldActions } from '../payments/payment-rules';
import { formErrorClass, showFailure } from './console-form';

// A manager's controls on a payment: on a standing hold, extend it once, mark it the car's sale, or cancel
// it and refund the deposit; on a paid online payment, refund it. What moves money or sells a car asks
// once more, in place, naming the money and the car; each call is taken from the payment as the page read
// it (`seen`), so a change meanwhile is refused and the page is drawn again from the server.

type Choice = {
  key: string;
  /** The button's words, and what they are about for a screen reader ('the hold on the …'). */
  label: string;
  about: string;
  path: string;
  done: string;
  /** Asked once more first: the question, its Yes, and whether it moves money (red) or sells (green). */
  confirm?: { question: string; yes: string; tone: 'money' | 'sale' };
  tone: string;
};

const plain = 'min-h-11 rounded-site border px-3 font-semibold';

function Controls({ id, seen, choices }: { id: string; seen: string; choices: Choice[] }) {
  const router = useRouter();
  // The question asked and whether it is open: the pressed button gives way to it, focus goes to its
  // answer, and back to that button when the manager keeps things as they are, never to the page's start.
  const [asked, setAsked] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm({ idPrefix: `payment-${id}` });
  const answer = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asked) return;
    (confirming ? answer : opener).current?.focus();
  }, [asked, confirming]);
  const act = async (choice: Choice) => {
    setBusy(true);
    const result = await postJson(choice.path, { seen });
    setBusy(false);
    setAsked(null);
    setConfirming(false);
    if (result.kind !== 'ok') return showFailure(form, result);
    setDone(choice.done);
    router.refresh();
  };
  const disabled = busy || !form.hydrated;
  return (
    <Form form={form} onSubmit={() => undefined} noValidate className="space-y-2">
      <FormError form={form} as="div" focusable className={formErrorClass} />
      {asked?.confirm && confirming ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{asked.confirm.question}</legend>
          <button
            type="button"
            disabled={disabled}
            ref={answer}
            onClick={() => act(asked)}
            className={`${plain} text-white ${asked.confirm.tone === 'money' ? 'border-red-800 bg-red-800' : 'border-green-800 bg-green-800'}`}
          >
            {asked.confirm.yes}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={`${plain} border-black/30`}>
            Keep as it is
          </button>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              disabled={disabled}
              ref={asked?.key === choice.key ? opener : undefined}
              onClick={() => {
                if (!choice.confirm) return act(choice);
                setAsked(choice);
                setConfirming(true);
              }}
              aria-label={`${choice.label}: ${choice.about}`}
              className={`${plain} ${choice.tone}`}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      <p role="status" className={done ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
        {done ?? ''}
      </p>
    </Form>
  );
}

export function HoldControls({
  site,
  reservation,
  seen,
  allowed,
  deposit,
  car,
  extendHours,
}: {
  site: string;
  reservation: string;
  /** The deposit's last change as read (ISO 8601). */
  seen: string;
  allowed: HoldActions;
  /** '$200.00' */
  deposit: string;
  car: string;
  extendHours: number;
}) {
  const path = (action: HoldAction) => consoleApiPaths.holdAction(site, reservation, action);
  const hold = `the hold on the ${car}`;
  const choices: (Choice & { action: HoldAction })[] = [
    {
      action: 'extend',
      key: 'extend',
      label: `Extend ${extendHours} hours`,
      about: hold,
      path: path('extend'),
      done: 'Hold extended.',
      tone: 'border-brand text-brand',
    },
    {
      action: 'convert',
      key: 'convert',
      label: 'Mark sold',
      about: `the ${car}`,
      path: path('convert'),
      done: 'Marked sold.',
      confirm: { question: `Mark the ${car} sold to this buyer?`, yes: 'Yes, mark sold', tone: 'sale' },
      tone: 'border-green-800 text-green-900',
    },
    {
      action: 'cancel',
      key: 'cancel',
      label: 'Cancel and refund',
      about: hold,
      path: path('cancel'),
      done: 'Hold cancelled: the deposit is being refunded.',
      confirm: {
        question: `Cancel ${hold} and refund ${deposit}?`,
        yes: `Yes, cancel and refund ${deposit}`,
        tone: 'money',
      },
      tone: 'border-red-800 text-red-900',
    },
  ];
  return (
    <Controls id={reservation} seen={seen} choices={choices.filter((choice) => allowed[choice.action])} />
  );
}

export function RefundControl({
  site,
  payment,
  seen,
  amount,
  reference,
}: {
  site: string;
  payment: string;
  /** The payment's last change as read (ISO 8601). */
  seen: string;
  /** '$123.45' */
  amount: string;
  reference: string;
}) {
  return (
    <Controls
      id={payment}
      seen={seen}
      choices={[
        {
          key: 'refund',
          label: 'Refund',
          about: `${amount} paid against ${reference}`,
          path: consoleApiPaths.paymentRefund(site, payment),
          done: 'Refunded.',
          confirm: {
            question: `Refund ${amount} paid against ${reference}?`,
            yes: `Yes, refund ${amount}`,
            tone: 'money',
          },
          tone: 'border-red-800 text-red-900',
        },
      ]}
    />
  );
}
