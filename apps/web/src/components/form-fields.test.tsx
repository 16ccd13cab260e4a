import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormTextField } from './form-fields';

function NumberForm({ onValue }: { onValue: (value: unknown) => void }) {
  const form = useForm<{ days: number | null }>({ defaultValues: { days: 15 } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.days))}>
      <FormTextField control={form.control} name="days" label="Number of Days" type="number" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('lets a number be cleared and typed anew, not glued to its default', async () => {
    let submitted: unknown;
    render(<NumberForm onValue={(value) => (submitted = value)} />);
    const input = screen.getByLabelText('Number of Days') as HTMLInputElement;
    await userEvent.clear(input);
    expect(input.value).toBe('');
    await userEvent.type(input, '20');
    expect(input.value).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toBe(20);
  });
});
