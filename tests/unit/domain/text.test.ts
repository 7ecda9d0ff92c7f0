import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@domain/contact';
import { employeeUpdateShape } from '@domain/employee';
import { fteProfileFields } from '@domain/fteProfileSchema';
import { PERSON_MESSAGES } from '@domain/personFields';
import { saveSchema } from '@domain/registry/schema';
import { getResource } from '@domain/registry';
import { roleShape } from '@domain/role';
import { HIDDEN_CHARACTERS, looksEmpty } from '@domain/text';
import { baseName } from '@domain/estimation/files';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const department = saveSchema(getResource('departments'));

/** Each single-line field of the shared schemas with the message it gives for a name that only looks filled. */
const fields = [
  { name: 'structure name', schema: department.shape.name, empty: 'validation.required' },
  { name: 'role name', schema: roleShape.name, empty: 'validation.required' },
  { name: 'FTE profile name', schema: fteProfileFields.fteName, empty: 'validation.required' },
  { name: 'first name', schema: employeeUpdateShape.firstName, empty: PERSON_MESSAGES.firstName },
  { name: 'address', schema: employeeUpdateShape.address, empty: PERSON_MESSAGES.address },
];

describe('single-line texts: one rule for hidden characters', () => {
  for (const { name, schema, empty } of fields) {
    it(`${name}: refuses invisible-only text, controls and bidi overrides; keeps Arabic joiners`, () => {
      for (const invisible of ['\u200b', '\ufeff', '\u2060', ' \u200b\u200c ', '\u00ad\u3164']) {
        expect(messagesOf(schema.safeParse(invisible)), JSON.stringify(invisible)).toContain(empty);
      }
      for (const spoof of [
        'txt\u202eexe.doc',
        'a\u202ab',
        '\u2066x\u2069',
        'x\u200fy',
        'Sales\u200e',
        'a\u0007b',
        'a\tb',
        'a\nb',
        'a\u0085b',
        'a\u2028b',
      ]) {
        expect(messagesOf(schema.safeParse(spoof)), JSON.stringify(spoof)).toContain(HIDDEN_CHARACTERS);
      }
      // "می‌خواهم" (Persian, ZWNJ) and "لا‍" (ZWJ), and a zero-width space inside visible text.
      for (const kept of [
        '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
        'Team \u0644\u0627\u200d',
        'Sales\u200bTeam',
      ]) {
        expect(schema.safeParse(kept).success, JSON.stringify(kept)).toBe(true);
      }
    });
  }

  it('lets multi-line texts keep their lines but not their overrides', () => {
    const description = department.shape.description;
    expect(description.safeParse('line one\nline two\r\n\tthree').success).toBe(true);
    expect(messagesOf(description.safeParse('a\u202eb'))).toEqual([HIDDEN_CHARACTERS]);
    expect(messagesOf(description.safeParse('\u200b'))).toEqual([HIDDEN_CHARACTERS]);
    const message = contactMessageSchema.shape.message;
    expect(message.safeParse('Hello,\nplease call me.').success).toBe(true);
    expect(messagesOf(message.safeParse('Hello\u0000'))).toContain(HIDDEN_CHARACTERS);
  });

  it('counts joiners, marks and fillers as invisible, letters as visible', () => {
    expect(looksEmpty('\u200c\u200d\u200b\ufeff \t')).toBe(true);
    expect(looksEmpty('\u0628')).toBe(false);
  });

  it('turns an uploaded file name’s hidden characters into spaces', () => {
    expect(baseName('report\u202excs.exe.xlsx')).toBe('report xcs.exe');
    expect(baseName('\u202e\u2066.xlsx')).toBe('workbook');
  });
});
