// One of the studio's pictures: the profile's AVIF and WebP copies at a few widths when the server
// made them (the server's pictures/catalog.ts), the browser picking by `sizes`; the file itself otherwise. Its
// real width and height are set, so the page keeps its place while it loads.
import type { ComponentPropsWithoutRef } from "react";
import { useStudioProfile } from "../features/studio/use-studio-profile";
import classes from "./Picture.module.css";

interface PictureProps extends Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "sizes" | "srcSet"> {
  src: string;
  alt: string;
  /** Its proportions when the server does not know its real size. */
  width: number;
  height: number;
  /** How wide it shows, as the `sizes` attribute says it. */
  sizes: string;
}

export function Picture({ src, alt, width, height, sizes, ...rest }: PictureProps) {
  const copies = useStudioProfile().pictures?.[src];
  const image = (
    <img src={src} alt={alt} width={copies?.width ?? width} height={copies?.height ?? height} {...rest} />
  );
  if (!copies) return image;
  return (
    <picture className={classes.picture}>
      <source type="image/avif" srcSet={copies.avif} sizes={sizes} />
      <source type="image/webp" srcSet={copies.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
