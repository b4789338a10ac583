import { portraitAlt } from "@studio/domain";
import type { ComponentPropsWithoutRef } from "react";
import { Picture } from "../../components/Picture";
import type { Producer } from "../studio/use-studio-profile";

type ProducerPortraitProps = Omit<
  ComponentPropsWithoutRef<typeof Picture>,
  "src" | "alt" | "width" | "height"
> & {
  producer: Producer;
  /** Its width and height (the portraits are square) when the server does not know its size. */
  side: number;
};

/** A producer's photo from the studio profile, with the studio's own alt text if it gave one. */
export function ProducerPortrait({ producer, side, ...picture }: ProducerPortraitProps) {
  return <Picture src={producer.image} alt={portraitAlt(producer)} width={side} height={side} {...picture} />;
}
