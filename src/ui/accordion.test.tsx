// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, Disclosure } from './accordion';
import { useDisclosure } from './use-disclosure';

const details = (text: string) => screen.getByText(text).closest('details') as HTMLDetailsElement;

describe('Disclosure', () => {
  it('hides its content until its summary is activated, and says when it opens and closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Disclosure summary="Loan details" onOpenChange={onOpenChange}>
        <p>Term 5 years</p>
      </Disclosure>,
    );
    expect(details('Loan details').open).toBe(false);
    await user.click(screen.getByText('Loan details'));
    expect(details('Loan details').open).toBe(true);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByText('Loan details'));
    expect(details('Loan details').open).toBe(false);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it('animates over 300 ms unless the visitor prefers reduced motion, except when told not to', () => {
    render(
      <>
        <Disclosure summary="Estimate your repayments">x</Disclosure>
        <Disclosure summary="Menu" animate={false}>
          y
        </Disclosure>
      </>,
    );
    const animated = details('Estimate your repayments').className;
    expect(animated).toContain('details-content:duration-300');
    expect(animated).toContain('motion-reduce:details-content:transition-none');
    expect(details('Menu').className).not.toContain('duration-300');
  });

  it('passes attributes through to the details element', () => {
    render(
      <Disclosure summary="Enquire" id="enquiry" data-accordion="enquiry">
        form
      </Disclosure>,
    );
    expect(details('Enquire')).toHaveAttribute('id', 'enquiry');
    expect(details('Enquire')).toHaveAttribute('data-accordion', 'enquiry');
  });
});

describe('Accordion', () => {
  it('gives every section the same name, so the browser keeps one open at a time', () => {
    render(
      <Accordion
        name="faq"
        sections={[
          { key: 'a', summary: 'How is my car valued?', content: 'By its make, model and condition.' },
          { key: 'b', summary: 'How long does it take?', content: 'A few minutes.' },
        ]}
      />,
    );
    expect(details('How is my car valued?')).toHaveAttribute('name', 'faq');
    expect(details('How long does it take?')).toHaveAttribute('name', 'faq');
  });
});

function Lines() {
  const { expanded, contentId, toggleProps } = useDisclosure();
  return (
    <>
      <ul id={contentId}>{expanded ? 'all 10 lines' : 'first 4 lines'}</ul>
      <button {...toggleProps}>{expanded ? 'Show Less' : 'Show More'}</button>
    </>
  );
}

describe('useDisclosure', () => {
  it('is a button that says whether it is expanded and what it controls', async () => {
    const user = userEvent.setup();
    render(<Lines />);
    const button = screen.getByRole('button', { name: 'Show More' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveTextContent('all 10 lines');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
  });
});
