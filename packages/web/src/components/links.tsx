import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type AnchorBase = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };
type ButtonBase = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AnchorBase) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonBase) {
  return <Button component="a" {...props} />;
}

/** A router link styled as a Mantine Anchor: typed `to`, preloads on intent. */
export const AnchorLink = createLink(MantineAnchor);
/** A router link styled as a Mantine Button. */
export const ButtonLink = createLink(MantineButtonAnchor);
