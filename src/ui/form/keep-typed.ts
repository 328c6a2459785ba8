import type { UseFormRegisterReturn } from 'react-hook-form';

// Text typed before a form's script arrived: the server's input takes keystrokes at once, and when the form
// hydrates, react-hook-form registers the input and writes its default value over it. The shopper's words
// are kept instead: what differs from the server's value (the element's `defaultValue`) when the element is
// first registered is put back into the form.

type TextControl = HTMLInputElement | HTMLTextAreaElement;
type FormAccess = {
  getValues: (name: string) => unknown;
  setValue: (name: string, value: string, options: { shouldDirty: boolean }) => void;
};

// Each element is looked at once: a ref runs again on every render, after which the form owns the value.
const registered = new WeakSet<TextControl>();

/** `register(name)` with its ref keeping a value typed (or autofilled) before the form was ready. */
export function keepingTyped(registration: UseFormRegisterReturn, form: FormAccess): UseFormRegisterReturn {
  return {
    ...registration,
    ref: (element: TextControl | null) => {
      const first = element !== null && !registered.has(element);
      const typed = first && element.value !== element.defaultValue ? element.value : null;
      if (element) registered.add(element);
      registration.ref(element);
      if (typed !== null && form.getValues(registration.name) !== typed)
        form.setValue(registration.name, typed, { shouldDirty: true });
    },
  };
}
