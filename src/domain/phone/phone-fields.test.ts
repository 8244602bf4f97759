import { expect, test } from 'vitest';
import { createComplaintInput } from '#domain/complaints/complaint.schemas.ts';
import { dealerInput } from '#domain/dealers/dealer.schemas.ts';
import { createUserInput, updateUserInput } from '#domain/users/user.schemas.ts';

/** The message each form shows under a phone number that is not one, from the phone field alone. */
function phoneMessage(
  schema: { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  field: string,
  phone: string,
) {
  const issues = schema.safeParse({ [field]: phone }).error?.issues ?? [];
  return issues.find((issue) => issue.path[0] === field)?.message;
}

const forms = [
  ['complaint', createComplaintInput, 'phone', 'validation.phone'],
  ['dealer', dealerInput, 'dealer_phone', 'validation.phone'],
  ['new user', createUserInput, 'phone', 'users.validation.phone'],
  ['edited user', updateUserInput, 'phone', 'validation.phone'],
] as const;

test.each(forms)('the %s form takes a phone number however it is typed', (_, schema, field) => {
  for (const phone of ['0333-765 4321', '+92 333 7654321', '03337654321'])
    expect(phoneMessage(schema, field, phone)).toBeUndefined();
});

test.each(forms)(
  'the %s form refuses what is not a phone number, with its own message',
  (_, schema, field, message) => {
    expect(phoneMessage(schema, field, '0333-CALL-ME')).toBe(message);
    expect(phoneMessage(schema, field, '12345')).toBe(message);
  },
);
