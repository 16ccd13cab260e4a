import { describe, expect, it } from 'vitest';
import { createAccountSchema, usernameAlphabetMessage } from '../accounts/accounts.schemas.js';
import { createUserSchema } from '../user-accounts/user-accounts.schemas.js';
import { z } from 'zod';
import { optionalIsoDateField, optionalText, textField, textMessages } from './text.schemas.js';

const officeName = textField({ label: 'Office name', required: 'Office name is required.', min: 5, max: 20 });
const remarks = textField({ label: 'Remarks', required: 'Remarks are required.', max: 200, multiline: true });

const messageOf = (schema: typeof officeName, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
};

describe('text a person meant', () => {
  it.each([
    ['trims the edges', '  Tarlac Office  ', { value: 'Tarlac Office' }],
    ['stores composed characters one way (NFC)', 'Tarlac Ofi\u0301cina', { value: 'Tarlac Oficina'.replace('fi', 'fí') }],
    ['refuses a lone surrogate', 'Tarlac \ud800 Office', { error: textMessages.brokenCharacter('Office name') }],
    ['refuses a low surrogate alone', 'Tarlac \udc00 Office', { error: textMessages.brokenCharacter('Office name') }],
    ['keeps a real astral character', 'Tarlac 😀 Office', { value: 'Tarlac 😀 Office' }],
    ['refuses a NUL', 'Tarlac\u0000Office', { error: textMessages.controlCharacters('Office name') }],
    ['refuses an escape (C0)', 'Tarlac\u001b[31mOffice', { error: textMessages.controlCharacters('Office name') }],
    ['refuses a C1 control', 'Tarlac\u0085Office', { error: textMessages.controlCharacters('Office name') }],
    ['refuses a line break in a one-line field', 'Tarlac\nOffice', { error: textMessages.controlCharacters('Office name') }],
    ['refuses a right-to-left override', 'Tarlac \u202eeciffO', { error: textMessages.bidiControls('Office name') }],
    ['refuses a directional isolate', 'Tarlac \u2066Office', { error: textMessages.bidiControls('Office name') }],
    ['refuses zero-width characters alone', '\u200b\u200b\u200b\u200b\u200b', { error: textMessages.invisibleOnly('Office name') }],
    ['treats spaces alone as missing', '     ', { error: 'Office name is required.' }],
    ['says a value is too long, with the limit', 'x'.repeat(21), { error: textMessages.tooLong('Office name', 20) }],
    ['keeps the minimum', 'Tarl', { error: textMessages.tooShort('Office name', 5) }],
    ['counts the length after trimming', `  ${'x'.repeat(20)}  `, { value: 'x'.repeat(20) }],
  ])('%s', (_name, input, expected) => {
    expect(messageOf(officeName, input)).toEqual(expected);
  });

  it('allows tabs and line breaks in multi-line text, nothing else', () => {
    expect(remarks.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two');
    expect(remarks.safeParse('Line\u0007bell').success).toBe(false);
  });
});

describe('usernames', () => {
  const usernameOf = (username: string) => {
    const result = createUserSchema.safeParse({ role_id: 5, username, password: 'Password123!' });
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('are letters a–z, digits and . _ @ + - so that every one created can sign in', () => {
    expect(usernameOf('juan.dela-cruz_01')).toBe('ok');
    expect(usernameOf('maria+irrigation@region3')).toBe('ok');
    expect(usernameOf('İsmail01')).toBe(usernameAlphabetMessage);
    expect(usernameOf('ΝΙΚΟΣ0001')).toBe(usernameAlphabetMessage);
    expect(usernameOf('juan dela cruz')).toBe(usernameAlphabetMessage);
  });
});

describe('messages that say what is wrong', () => {
  const base = {
    office_name: 'Tarlac Irrigation Office',
    username: 'tarlac01',
    password: 'Password123!',
    first_name: 'Maria',
    last_name: 'Santos',
    email: 'maria@example.ph',
    subscription_type_id: 1,
  };
  const firstMessage = (input: object) => {
    const result = createAccountSchema.safeParse({ ...base, ...input });
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('a password of 129 characters is too long, not missing', () => {
    expect(firstMessage({ password: 'p'.repeat(128) })).toBe('ok');
    expect(firstMessage({ password: 'p'.repeat(129) })).toBe('Password is too long (at most 128 characters).');
  });

  it('a fractional or textual number says so', () => {
    expect(firstMessage({ subscription_type_id: 1.5 })).toBe('Subscription type must be a whole number.');
    expect(firstMessage({ subscription_type_id: '1' })).toBe('Subscription type must be a number.');
    expect(firstMessage({ subscription_type_id: undefined })).toBe('ok');
  });

  it('every max length names the field and its limit', () => {
    expect(firstMessage({ office_name: 'x'.repeat(201) })).toBe('Office name is too long (at most 200 characters).');
    expect(firstMessage({ first_name: 'x'.repeat(151) })).toBe('First name is too long (at most 150 characters).');
    expect(firstMessage({ username: 'x'.repeat(151) })).toBe('Username is too long (at most 150 characters).');
    expect(firstMessage({ email: `${'x'.repeat(250)}@a.ph` })).toBe('E-mail is too long (at most 254 characters).');
  });
});

describe('optional fields in an object', () => {
  const form = z.object({ remarks: optionalText('Remarks', 20), date_disbursed: optionalIsoDateField('Date disbursed') });

  it('may be left out, sent as null or blank', () => {
    expect(form.parse({})).toEqual({ remarks: '', date_disbursed: null });
    expect(form.parse({ remarks: null, date_disbursed: null })).toEqual({ remarks: '', date_disbursed: null });
    expect(form.parse({ remarks: '  ', date_disbursed: '' })).toEqual({ remarks: '', date_disbursed: null });
  });

  it('are still checked when given', () => {
    expect(form.parse({ remarks: ' North canal ', date_disbursed: '2024-02-29' })).toEqual({ remarks: 'North canal', date_disbursed: '2024-02-29' });
    expect(form.safeParse({ remarks: 'r'.repeat(21) }).success).toBe(false);
    expect(form.safeParse({ remarks: 5 }).success).toBe(false);
    expect(form.safeParse({ date_disbursed: '2023-02-29' }).success).toBe(false);
  });
});
