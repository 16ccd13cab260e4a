import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupDigits, MoneyField, parsePesosInput } from './money-field';

describe('MoneyField', () => {
  it('groups digits while typing and keeps two decimals', () => {
    expect(groupDigits('1234567.891')).toBe('1,234,567.89');
    expect(groupDigits('Php 0012,5')).toBe('125');
  });

  it('strips the commas before the value leaves the field', () => {
    expect(parsePesosInput('1,234,567.50')).toBe(1234567.5);
    expect(parsePesosInput('')).toBeNull();
  });

  it('shows Php and commas, and hands a plain number to the form', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Amount" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    await userEvent.type(input, '1234567.5');
    expect(input.value).toBe('1,234,567.5');
    expect(onChange).toHaveBeenLastCalledWith(1234567.5);
    expect(screen.getByText('Php')).toBeTruthy();
  });
});
