import { Box, Burger, Group, Text, UnstyledButton } from "@mantine/core";
import { useClickOutside, useDisclosure, useWindowEvent } from "@mantine/hooks";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId } from "react";
import { useStudioProfile } from "../features/studio/use-studio-profile";
import { ChevronDownIcon, LogoMark } from "./icons";
import classes from "./NavBar.module.css";
import { mainLinks, quickLinks } from "./navigation";

// The Quick Links dropdown and the mobile menu are disclosure widgets (a button that shows a list
// of links), the WAI pattern for site navigation; they need no popover library in the initial JS.
export function NavBar() {
  const profile = useStudioProfile();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [quickOpen, quick] = useDisclosure(false);
  const [mobileOpen, mobile] = useDisclosure(false);
  const quickRef = useClickOutside<HTMLDivElement>(quick.close);
  const quickId = useId();
  const mobileId = useId();

  // A new page closes whatever menu led to it.
  useEffect(() => {
    quick.close();
    mobile.close();
  }, [pathname]);

  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") {
      quick.close();
      mobile.close();
    }
  });

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
          <div className={classes.quick} ref={quickRef}>
            <UnstyledButton
              className={classes.link}
              aria-expanded={quickOpen}
              aria-controls={quickId}
              onClick={quick.toggle}
            >
              <Group gap={4} component="span" wrap="nowrap">
                Quick Links
                <ChevronDownIcon size={16} className={classes.chevron} data-open={quickOpen || undefined} />
              </Group>
            </UnstyledButton>
            <ul id={quickId} className={classes.quickPanel} hidden={!quickOpen}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={classes.quickLink}
                    activeOptions={{ exact: link.to === "/" }}
                    onClick={quick.close}
                  >
                    <Text component="span" fw={600} size="sm" display="block">
                      {link.label}
                    </Text>
                    <Text component="span" size="xs" c="dark.1" display="block">
                      {link.description}
                    </Text>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
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
              <Link
                to={link.to}
                className={classes.mobileLink}
                activeOptions={{ exact: link.to === "/" }}
                onClick={mobile.close}
              >
                <Text component="span" fw={600} display="block">
                  {link.label}
                </Text>
                <Text component="span" size="sm" c="dark.1" display="block">
                  {link.description}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      </Box>
    </Box>
  );
}
