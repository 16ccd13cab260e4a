import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/render';
import { HubList } from './hub-list';

describe('HubList', () => {
  it('is a named list whose every item holds its link or its button (a ul holds only li)', async () => {
    const ask = vi.fn();
    renderPage(
      <HubList
        label="Finance menu"
        entries={[
          { label: 'Reports', description: 'Every report', to: '/reports/main/' },
          { label: 'Expenditures By Year', description: 'Asks for the year first', onClick: ask },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Finance menu' });
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    const [linkItem, buttonItem] = within(list).getAllByRole('listitem');
    expect(within(linkItem!).getByRole('link', { name: /^Reports\s*Every report$/ }).getAttribute('href')).toBe('/reports/main/');
    await userEvent.setup().click(within(buttonItem!).getByRole('button', { name: /Expenditures By Year/ }));
    expect(ask).toHaveBeenCalledOnce();
  });
});
