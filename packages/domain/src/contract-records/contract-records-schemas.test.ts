import { describe, expect, it } from 'vitest';
import { physicalAccomplishmentCreateSchema, physicalAccomplishmentFormSchema, physicalAccomplishmentMessages } from './physical-accomplishments.schemas.js';
import { physicalScheduleCreateSchema, physicalScheduleMessages as messages } from './physical-schedules.schemas.js';
import { resumeOrderCreateSchema, resumeOrderFormSchema, suspensionOrderCreateSchema, suspensionOrderMessages } from './suspension-orders.schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('physical schedule and accomplishment schemas', () => {
  it('takes a percentage 0–100 with up to 4 decimals, with the messages', () => {
    const base = { contract_id: 1, date_effective: '2024-02-01' };
    expect(physicalScheduleCreateSchema.parse({ ...base, accomplishment: 12.3456 }).accomplishment).toBe(12.3456);
    expect(physicalScheduleCreateSchema.parse({ ...base, accomplishment: 0.1 + 0.2 }).accomplishment).toBeCloseTo(0.3);
    expect(firstMessage(physicalScheduleCreateSchema.safeParse(base))).toBe(messages.accomplishmentRequired);
    expect(firstMessage(physicalScheduleCreateSchema.safeParse({ ...base, accomplishment: 100.5 }))).toBe(messages.accomplishmentRange);
    expect(firstMessage(physicalScheduleCreateSchema.safeParse({ ...base, accomplishment: 1.23456 }))).toBe(messages.accomplishmentDecimals);
    expect(firstMessage(physicalScheduleCreateSchema.safeParse({ ...base, accomplishment: '5' }))).toBe(messages.accomplishmentNotANumber);
  });

  it('an accomplishment needs no date (today on the server); the form requires one once Overwrite is ticked', () => {
    expect(physicalAccomplishmentCreateSchema.parse({ contract_id: 1, accomplishment: 5 }).overwrite_as_of_date).toBeNull();
    expect(physicalAccomplishmentFormSchema.safeParse({ accomplishment: 5, overwrite: false, as_of_date: '' }).success).toBe(true);
    expect(firstMessage(physicalAccomplishmentFormSchema.safeParse({ accomplishment: 5, overwrite: true, as_of_date: '' }))).toBe(
      physicalAccomplishmentMessages.asOfDateRequired,
    );
  });
});

describe('suspension and resume order schemas', () => {
  it("requires date, reason and contract ('This field is required.'); remarks optional in the API, required in the form", () => {
    expect(firstMessage(suspensionOrderCreateSchema.safeParse({ contract_id: 1, date_effective: '2024-02-01' }))).toBe(suspensionOrderMessages.required);
    expect(suspensionOrderCreateSchema.parse({ contract_id: 1, date_effective: '2024-02-01', reason: 'Rain' }).remarks).toBe('');
    expect(resumeOrderCreateSchema.parse({ suspension_order_id: 1, date_effective: '2024-02-01' }).remarks).toBe('');
    expect(firstMessage(resumeOrderFormSchema.safeParse({ date_effective: '2024-02-01', remarks: ' ' }))).toBe(suspensionOrderMessages.required);
  });
});
