import { z } from 'zod';
import { isIsoDate, isoDate, parseIsoDate } from './dates.js';
import { dateRangeMessages, isOnOrAfterEarliestRecordDate } from './date-ranges.js';

/**
 * Text a person meant: every name and free-text field of the API goes through
 * `textField`, so what is stored is NFC-normalised and trimmed, and values no
 * person types (control characters, text-direction overrides, broken
 * surrogates, only invisible characters) are refused with a message saying so.
 * The same schema runs in the web form and on the server.
 */

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return are allowed in multi-line text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional embeddings, overrides and isolates: they make text read differently from what is stored. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/** A value made only of these shows as empty. */
const INVISIBLE_ONLY = /^[\s\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]*$/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const textMessages = {
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters).`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  invisibleOnly: (label: string) => `${label} must contain visible characters.`,
  controlCharacters: (label: string) => `${label} must not contain control characters.`,
  bidiControls: (label: string) => `${label} must not contain text-direction control characters.`,
  brokenCharacter: (label: string) => `${label} contains a character that is not valid text.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  notANumber: (label: string) => `${label} must be a number.`,
} as const;

/** Why `value` cannot be stored as text a person meant, or null when it can. `value` is already trimmed. */
export function textProblem(value: string, label: string, options: { multiline?: boolean } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return textMessages.brokenCharacter(label);
  if ((options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value)) return textMessages.controlCharacters(label);
  if (BIDI_CONTROLS.test(value)) return textMessages.bidiControls(label);
  if (INVISIBLE_ONLY.test(value)) return textMessages.invisibleOnly(label);
  return null;
}

/** NFC, then trimmed: "é" typed two ways is stored one way, and edge spaces never count. */
export function normaliseText(value: string): string {
  // normalize() throws on nothing, but leaves a lone surrogate in place; textProblem catches it.
  return value.normalize('NFC').trim();
}

export interface TextFieldRules {
  /** The field's name in messages: "Office name". */
  label: string;
  /** The message for a missing or empty value (the spec's "… is required." where it has one). */
  required: string;
  max: number;
  min?: number;
  /** The message when shorter than `min` (the spec's wording where it has one). */
  minMessage?: string;
  /** Allows tab and line breaks (descriptions, remarks, forum text). */
  multiline?: boolean;
}

/** A required text field: normalised, checked for characters no person means, then held to its lengths. */
export function textField(rules: TextFieldRules) {
  return z
    .string({ error: rules.required })
    .transform((raw, context) => {
      const value = normaliseText(raw);
      if (value === '') {
        context.addIssue({ code: 'custom', message: rules.required });
        return z.NEVER;
      }
      const problem = textProblem(value, rules.label, rules);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return value;
    })
    .pipe(
      z
        .string()
        .min(rules.min ?? 1, { error: rules.minMessage ?? textMessages.tooShort(rules.label, rules.min ?? 1) })
        .max(rules.max, { error: textMessages.tooLong(rules.label, rules.max) }),
    );
}

/**
 * A required text field with no length rule of its own beyond a generous cap
 * (sign-in's username: checked against what is stored, not against today's rules).
 */
export const requiredText = (message: string, label = 'This field', max = 500) => textField({ label, required: message, max });

/** A whole number (ids, role ids, durations): a clear message for 1.5 or "1". */
export function wholeNumberField(label: string, required: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : textMessages.notANumber(label)) })
    .int({ error: textMessages.wholeNumber(label) });
}

/**
 * An optional text field (descriptions, remarks): absent, null or blank is
 * `''`; anything else gets the same character checks as `textField`.
 */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z
    // `.optional()`, not a `z.undefined()` member: only it lets an object leave the key out.
    .union([z.string(), z.null()], { error: `${label} must be text.` })
    .optional()
    .transform((raw, context) => {
      const value = normaliseText(raw ?? '');
      if (value === '') return '';
      const problem = textProblem(value, label, options);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      if (value.length > max) {
        context.addIssue({ code: 'custom', message: textMessages.tooLong(label, max) });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * A calendar date `YYYY-MM-DD` that exists (2024-02-30 does not) and is not
 * older than any record Subaybay keeps (EARLIEST_RECORD_DATE); the upper bound
 * depends on today and on the record, so the service holds it.
 */
export function isoDateField(label: string, required: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be a date (YYYY-MM-DD).`) })
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => isIsoDate(value), { error: `${label} must be a date (YYYY-MM-DD).`, abort: true })
    // Runs only once the checks above passed: the text is a calendar date.
    .transform((value) => isoDate(value))
    .refine((date) => isOnOrAfterEarliestRecordDate(date), { error: dateRangeMessages.tooEarly(label) });
}

/** An optional calendar date: absent, null or `''` is `null`; otherwise the same rules as `isoDateField`. */
export function optionalIsoDateField(label: string) {
  return z
    .union([z.string({ error: `${label} must be a date (YYYY-MM-DD).` }), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const date = parseIsoDate(value);
      if (date === null) {
        context.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD).` });
        return z.NEVER;
      }
      if (!isOnOrAfterEarliestRecordDate(date)) {
        context.addIssue({ code: 'custom', message: dateRangeMessages.tooEarly(label) });
        return z.NEVER;
      }
      return date;
    });
}
