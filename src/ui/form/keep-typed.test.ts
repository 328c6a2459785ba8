// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepingTyped } from './keep-typed';

function registration(clears = false) {
  const ref = vi.fn((element: HTMLInputElement | null) => {
    if (clears && element) element.value = '';
  });
  return { name: 'name', ref, onChange: vi.fn(), onBlur: vi.fn() };
}
const form = (current = '') => ({ getValues: vi.fn(() => current), setValue: vi.fn() });

function input(defaultValue: string, value: string) {
  const element = document.createElement('input');
  element.defaultValue = defaultValue;
  element.value = value;
  return element;
}

describe('keepingTyped', () => {
  it('puts back a value typed before registration, which registering overwrote', () => {
    const element = input('', 'Anna');
    const base = registration(true);
    const access = form();
    keepingTyped(base, access).ref(element);
    expect(base.ref).toHaveBeenCalledWith(element);
    expect(access.setValue).toHaveBeenCalledWith('name', 'Anna', { shouldDirty: true });
  });

  it.each([
    ['nothing was typed', '', ''],
    ['the value is the server’s own', 'Sam', 'Sam'],
  ])('leaves the form alone when %s', (_case, defaultValue, value) => {
    const access = form();
    keepingTyped(registration(), access).ref(input(defaultValue, value));
    expect(access.setValue).not.toHaveBeenCalled();
  });

  it('looks at an element once: later renders leave the value to the form', () => {
    const element = input('', 'Anna');
    const access = form();
    keepingTyped(registration(), access).ref(element);
    element.value = 'Anna Nguyen';
    keepingTyped(registration(), access).ref(element);
    expect(access.setValue).toHaveBeenCalledTimes(1);
  });

  it('passes an unmount (null) through', () => {
    const base = registration();
    const access = form();
    keepingTyped(base, access).ref(null);
    expect(base.ref).toHaveBeenCalledWith(null);
    expect(access.setValue).not.toHaveBeenCalled();
  });
});
