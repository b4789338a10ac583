/**
 * The rate card: what a session costs, by its length and its producer. Plain functions only (no
 * schemas), so the pages that show a price carry nothing of the settings' schemas.
 */
import { DURATION_LIST, type Duration, isDuration } from "./money.js";

/** A session's price in pence, by its length in hours. */
export type RateCard = Readonly<Record<Duration, number>>;
/** A producer's own prices: only the lengths they price differently. */
export type ProducerPrices = Readonly<Partial<Record<Duration, number>>>;

/** The spec's price table (£70 to £280), the rate card of a new studio. */
export const DEFAULT_RATE_CARD: RateCard = {
  2: 7000,
  3: 10000,
  4: 12500,
  6: 18000,
  8: 24000,
  10: 28000,
};

/**
 * The price of a session: the producer's own price for that length, or the rate card's. Every
 * price shown or checked comes from here; a booking keeps the price it was made at.
 */
export function priceOf(
  rateCard: RateCard,
  producer: { prices?: ProducerPrices | undefined } | null | undefined,
  duration: number,
): number {
  if (!isDuration(duration))
    throw new Error(`Invalid duration: ${duration}. Must be ${DURATION_LIST} hours.`);
  return producer?.prices?.[duration] ?? rateCard[duration];
}

/** `priceOf` for one producer, as the rules that take a price rule want it. */
export const priceRuleFor =
  (rateCard: RateCard, producer: { prices?: ProducerPrices | undefined } | null | undefined) =>
  (duration: number): number =>
    priceOf(rateCard, producer, duration);

/** '£125' for whole pounds, '£125.50' otherwise: the duration labels' short amount. */
export function shortPounds(pricePence: number): string {
  return pricePence % 100 === 0 ? `£${pricePence / 100}` : `£${(pricePence / 100).toFixed(2)}`;
}

/** The duration select's label at a price: '4 Hours - £125'. */
export function pricedDurationLabel(duration: Duration, pricePence: number): string {
  return `${duration} Hours - ${shortPounds(pricePence)}`;
}
