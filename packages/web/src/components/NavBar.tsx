import { Box, Burger, Group, Text, UnstyledButton } from "@mantine/core";
import { useClickOutside, useDisclosure, useWindowEvent } from "@mantine/hooks";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId } from "react";
import { useStudioProfile } from "../features/studio/useStudioProfile";
import { ChevronDownIcon, LogoMark } from "./icons";
import classes from "./NavBar.module.css";
import { mainLinks, quickLinks } from "./navigation";

// The Quick Links dropdown and the mobile menu are disclosure widgets (a button that shows a list
// of links), the WAI pattern for site navigation; they need no popover library in the initial JS.
export function NavBar() {
  const profile = useStudioProfile();
  const [mobileOpen, mobile] = useMenu();
  const mobileId = useId();

  return (
    <Box component="header" className={classes.header}>
      <Group className={classes.inner} justify="space-between" wrap="nowrap">
        <Link to="/" className={classes.logo} aria-label={`${profile.name} home`}>
          <LogoMark />
          <span className={classes.logoText}>{profile.name}</span>
        </Link>

        <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
          {mainLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={classes.link}
              activeOptions={{ exact: link.to === "/" }}
            >
              {link.label}
            </Link>
          ))}
          <QuickLinks />
        </Group>

        <Burger
          opened={mobileOpen}
          onClick={mobile.toggle}
          hiddenFrom="sm"
          color="white"
          aria-label="Toggle navigation"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
        />
      </Group>

      <Box
        component="nav"
        aria-label="Mobile"
        id={mobileId}
        hidden={!mobileOpen}
        hiddenFrom="sm"
        className={classes.mobilePanel}
      >
        <ul className={classes.mobileList}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <DescribedLink link={link} className={classes.mobileLink} onClick={mobile.close} />
            </li>
          ))}
        </ul>
      </Box>
    </Box>
  );
}

/** A menu's open state: a new page, or Escape, closes it. */
function useMenu() {
  const [open, menu] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  // A new page closes whatever menu led to it.
  useEffect(() => {
    menu.close();
  }, [pathname]);
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") menu.close();
  });
  return [open, menu] as const;
}

/** The desktop's Quick Links dropdown: closes on a click outside it too. */
function QuickLinks() {
  const [open, quick] = useMenu();
  const quickRef = useClickOutside<HTMLDivElement>(quick.close);
  const quickId = useId();
  return (
    <div className={classes.quick} ref={quickRef}>
      <UnstyledButton
        className={classes.link}
        aria-expanded={open}
        aria-controls={quickId}
        onClick={quick.toggle}
      >
        <Group gap={4} component="span" wrap="nowrap">
          Quick Links
          <ChevronDownIcon size={16} className={classes.chevron} data-open={open || undefined} />
        </Group>
      </UnstyledButton>
      <ul id={quickId} className={classes.quickPanel} hidden={!open}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <DescribedLink link={link} className={classes.quickLink} onClick={quick.close} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A destination with its one-line description under it (smaller in the dropdown: `compact`). */
function DescribedLink({
  link,
  className,
  onClick,
  compact = false,
}: {
  link: (typeof quickLinks)[number];
  className: string | undefined;
  onClick: () => void;
  compact?: boolean;
}) {
  return (
    <Link to={link.to} className={className} activeOptions={{ exact: link.to === "/" }} onClick={onClick}>
      <Text component="span" fw={600} size={compact ? "sm" : undefined} display="block">
        {link.label}
      </Text>
      <Text component="span" size={compact ? "xs" : "sm"} c="dark.1" display="block">
        {link.description}
      </Text>
    </Link>
  );
}
