// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose, DialogTitle, useDialogClose } from './dialog';

function Example({
  onClose = () => undefined,
  backdrop = false,
}: {
  onClose?: () => void;
  backdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        initialFocus={field}
        closeOnBackdrop={backdrop}
      >
        <DialogTitle>Share this car</DialogTitle>
        <DialogClose />
        <label>
          Link to this car
          <input ref={field} readOnly value="https://example.com/cars/1" />
        </label>
        <Done />
      </Dialog>
    </>
  );
}

function Done() {
  const close = useDialogClose();
  return (
    <button type="button" onClick={close}>
      Done
    </button>
  );
}

/** Opened on mount, as by a URL hash: nothing had focus before it. */
function FromHash() {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={trigger} type="button">
        Enquire
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} returnFocus={trigger}>
        <DialogTitle>Enquire about this car</DialogTitle>
        <DialogClose />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed until opened, then a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this car' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAttribute('open');
  });

  it('focuses the initial field, and returns focus to the opener when Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Link to this car' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button and from a button inside that acts, then closes', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('closes on a backdrop click only when asked to, never on a click inside', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeVisible();
    unmount();
    render(<Example backdrop />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('heading', { name: 'Share this car' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends focus to the fallback when the opener was the page itself (opened from the URL hash)', () => {
    render(<FromHash />);
    expect(screen.getByRole('dialog', { name: 'Enquire about this car' })).toBeVisible();
    screen.getByRole('button', { name: 'Close' }).click();
    expect(screen.getByRole('button', { name: 'Enquire' })).toHaveFocus();
  });

  it('names a full-screen dialog by its label when it shows no title', () => {
    render(
      <Dialog open onClose={() => undefined} variant="fullscreen" label="2021 Kia Rio S, full screen">
        <button type="button">Exit full screen</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: '2021 Kia Rio S, full screen' })).toBeVisible();
  });
});
