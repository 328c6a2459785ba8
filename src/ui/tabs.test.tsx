// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const VIEWS = ['spinner', 'gallery', 'interior'] as const;
const LABELS = { spinner: 'Spin', gallery: 'Images', interior: 'Interior' };

function MediaViews() {
  const [view, setView] = useState<(typeof VIEWS)[number]>('spinner');
  return (
    <Tabs value={view} onValueChange={setView}>
      {VIEWS.map((item) => (
        <TabPanel key={item} value={item}>
          {LABELS[item]} panel
        </TabPanel>
      ))}
      <TabList label="Media views">
        {VIEWS.map((item) => (
          <Tab key={item} value={item} className={(selected) => (selected ? 'on' : 'off')}>
            {LABELS[item]}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab controls the visible panel, labelled by the tab', () => {
    render(<MediaViews />);
    expect(screen.getByRole('tablist', { name: 'Media views' })).toBeInTheDocument();
    const spin = screen.getByRole('tab', { name: 'Spin' });
    expect(spin).toHaveAttribute('aria-selected', 'true');
    expect(spin).toHaveClass('on');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Spin' });
    expect(panel).toHaveTextContent('Spin panel');
    expect(spin).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<MediaViews />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Spin' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, wrapping, and Home and End', async () => {
    const user = userEvent.setup();
    render(<MediaViews />);
    await user.click(screen.getByRole('tab', { name: 'Spin' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Images panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Spin' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Interior' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Spin' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Interior' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Interior' })).toHaveAttribute('tabindex', '0');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<MediaViews />);
    await user.click(screen.getByRole('tab', { name: 'Interior' }));
    expect(screen.getByRole('tabpanel', { name: 'Interior' })).toBeVisible();
  });
});
