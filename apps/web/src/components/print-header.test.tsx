import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrintButton } from './print-button';
import { OfficeNameContext, PrintHeader, yearAsOfLine } from './print-header';

describe('PrintHeader: the head of a printed report', () => {
  it('names the office the layout provides, the report and what it covers, skipping lines that do not apply', () => {
    render(
      <OfficeNameContext.Provider value="Tarlac Irrigation Management Office">
        <PrintHeader title="Projects Accomplishment Report" lines={[yearAsOfLine(2024, '2024-03-05'), null, false, 'Fund sources: GAA']} />
      </OfficeNameContext.Provider>,
    );
    const header = screen.getByTestId('print-header');
    const lines = [...header.querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).toEqual(['Tarlac Irrigation Management Office', 'Projects Accomplishment Report', 'CY 2024, as of Mar 5, 2024', 'Fund sources: GAA']);
  });

  it('is left off the screen (print.css shows it on paper only)', () => {
    render(<PrintHeader title="PPA Report" />);
    expect(getComputedStyle(screen.getByTestId('print-header')).display).toBe('none');
  });

  it('prints the title without an office line when no office is known (not signed in)', () => {
    render(<PrintHeader title="PPA Report" lines={['CY 2024, as of Mar 5, 2024']} />);
    expect([...screen.getByTestId('print-header').querySelectorAll('p')].map((line) => line.textContent)).toEqual(['PPA Report', 'CY 2024, as of Mar 5, 2024']);
  });
});

describe('PrintButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the browser's print dialog", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
