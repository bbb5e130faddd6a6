/** How the test checkout refuses a card: Stripe's error code, its decline code for declines, and its message. */
export interface CardRefusal {
  /** Our error code: Stripe's `code` in capitals (CARD_DECLINED, EXPIRED_CARD…). */
  error: string;
  /** Stripe's `decline_code` for CARD_DECLINED (generic_decline, insufficient_funds…). */
  declineCode?: string;
  message: string;
}

const declined = (declineCode: string, message = 'Your card was declined.'): CardRefusal => ({
  error: 'CARD_DECLINED',
  declineCode,
  message,
});

/**
 * Stripe's test card numbers that fail (docs.stripe.com/testing, "Declined payments"), answered with Stripe's
 * own codes and messages, so the test checkout behaves as Stripe's test mode does and a demo can show every
 * refusal the member may meet with real payments.
 */
const REFUSED_CARDS: Record<string, CardRefusal> = {
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4000000000006975': declined(
    'card_velocity_exceeded',
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  ),
  // Radar's "always blocked" card and the card that attaches but whose charges fail.
  '4100000000000019': declined('fraudulent'),
  '4000000000000341': declined('generic_decline'),
  '4000000000000069': { error: 'EXPIRED_CARD', message: 'Your card has expired.' },
  '4000000000000127': { error: 'INCORRECT_CVC', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    error: 'PROCESSING_ERROR',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** A number that fails the Luhn check (Stripe's 4242424242424241 among them). */
export const INCORRECT_NUMBER: CardRefusal = { error: 'INCORRECT_NUMBER', message: 'Your card number is incorrect.' };

export const TEST_CARD_ERROR_CODES: readonly string[] = [
  ...new Set([INCORRECT_NUMBER, ...Object.values(REFUSED_CARDS)].map((r) => r.error)),
];

/** Why the test checkout refuses these digits (already Luhn-checked), or null when it takes them. */
export function testCardRefusal(digits: string): CardRefusal | null {
  return REFUSED_CARDS[digits] ?? null;
}
