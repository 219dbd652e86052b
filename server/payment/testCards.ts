import { cardDigits } from '../../schemas/payment/cardBrand';

/** What the local provider does with a card. */
export type CardBehaviour = 'approve' | 'decline' | 'challenge' | 'expired';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  description: string;
}

/**
 * The documented test cards (docs/local-stack.md). Any other number that passes the Luhn check is
 * approved, as providers' test environments do; no real card is ever charged.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', behaviour: 'approve', description: 'Visa, approved' },
  { number: '5105 1051 0510 5100', behaviour: 'approve', description: 'MasterCard, approved' },
  { number: '3782 822463 10005', behaviour: 'approve', description: 'American Express, approved' },
  {
    number: '4000 0000 0000 0002',
    behaviour: 'decline',
    description: 'Visa, declined by the bank (reason 203)',
  },
  {
    number: '4000 0000 0000 3220',
    behaviour: 'challenge',
    description:
      'Visa, asks for 3-D Secure confirmation: code 123456 approves, anything else fails',
  },
  {
    number: '4000 0000 0000 0069',
    behaviour: 'expired',
    description: 'Visa, declined as expired (reason 202) whatever expiry date is entered',
  },
];

/** The 3-D Secure confirmation code the challenge step accepts. */
export const CHALLENGE_CODE = '123456';

export function behaviourOf(cardNumber: string): CardBehaviour {
  const digits = cardDigits(cardNumber);
  return TEST_CARDS.find((card) => cardDigits(card.number) === digits)?.behaviour ?? 'approve';
}
