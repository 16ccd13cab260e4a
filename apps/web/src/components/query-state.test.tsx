import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { QueryState } from './query-state';

function Names({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryState query={query} loading={<p>Loading names</p>} empty="No names yet. Add the first one.">
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderNames(load: () => Promise<string[]>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Names load={load} />
    </QueryClientProvider>,
  );
}

describe('QueryState: every query shows loading, empty, error with Retry, or its data', () => {
  it('shows the loading placeholder while the first answer is on its way, then the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    renderNames(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('Loading names')).toBeTruthy();
    answer(['Contract Works']);
    expect(await screen.findByRole('list', { name: 'Names' })).toBeTruthy();
    expect(screen.queryByText('Loading names')).toBeNull();
  });

  it('says what belongs here when the list is empty', async () => {
    renderNames(async () => []);
    expect(await screen.findByText('No names yet. Add the first one.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the error's sentence and a Retry that asks again", async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('The server did not respond. Please try again later.'))
      .mockResolvedValueOnce(['Construction Survey']);
    renderNames(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain('The server did not respond. Please try again later.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Construction Survey')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
