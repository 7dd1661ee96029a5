import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { Tabs } from './Tabs';

const items = [
  { value: 'overview', label: 'Overview', content: 'overview panel' },
  { value: 'updates', label: 'Updates', content: 'updates panel' },
];

describe('Tabs', () => {
  it('wires tabs to panels', async () => {
    render(
      <UiProvider dir="ltr">
        <Tabs label="Campaign" items={items} />
      </UiProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('overview panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('updates panel');
  });

  it('[A1.4] arrow keys follow the reading direction in Arabic (Left = next)', async () => {
    render(
      <UiProvider dir="rtl">
        <Tabs label="Campaign" items={items} />
      </UiProvider>,
    );
    act(() => screen.getByRole('tab', { name: 'Overview' }).focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Updates' })).toHaveFocus();
  });
});
