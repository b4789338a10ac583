import { priceRuleFor } from "@studio/domain";
import { findProducer, useStudioProfile } from "../studio/use-studio-profile";

/**
 * The current price of a session with this producer: their own prices, else the studio's rate card.
 * Kept with the booking pages, so the pages that show no price do not carry the rate card.
 */
export function usePriceRule(producer: string): (duration: number) => number {
  const profile = useStudioProfile();
  return priceRuleFor(profile.prices, findProducer(profile, producer));
}
