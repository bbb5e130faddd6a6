import { idSchema } from '../http/schemas';
import { PLAN_CODES } from '@muster/contract';

export const checkoutBody = {
  type: 'object',
  required: ['plan'],
  additionalProperties: false,
  properties: { plan: { type: 'string', enum: [...PLAN_CODES] } },
} as const;

/** `iid` of /freetrial?iid=6677: the institution or campaign the offer came from. */
export const freeTrialBody = {
  type: 'object',
  additionalProperties: false,
  properties: { iid: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const compBody = {
  type: 'object',
  required: ['userId', 'until'],
  additionalProperties: false,
  properties: { userId: idSchema, until: { type: 'string', format: 'date-time' } },
} as const;

export const checkoutIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^test_cs_[0-9a-f]{24}$' } },
} as const;

export const testCardBody = {
  type: 'object',
  required: ['cardNumber'],
  additionalProperties: false,
  properties: { cardNumber: { type: 'string', minLength: 12, maxLength: 23, pattern: '^[0-9 -]+$' } },
} as const;

/** The Luhn check every card number passes; catches a mistyped digit on the test checkout page too. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "visa", "mastercard", "amex" or "card", from the number's first digits. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
