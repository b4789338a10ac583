import { Box, Burger, Group, Text, UnstyledButton } from "@mantine/core";
import { useClickOutside, useDisclosure, useWindowEvent } from "@mantine/hooks";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId } from "react";
import { useStudioProfile } from "../features/studio/use-studio-profile";
import { ChevronDownIcon, LogoMark } from "./icons";
import classes from "./NavBar.module.css";
import { mainLinks, quickLinks } from "./navigation";

type Disclosure = ReturnType<typeof useDisclosure>[1];

// The Quick Links dropdown and the mobile menu are disclosure widgets (a button that shows a list
// of links), the WAI pattern for site navigation; they need no popover library in the initial JS.
export function NavBar() {
  const profile = useStudioProfile();
  const [quickOpen, quick] = useDisclosure(false);
  const [mobileOpen, mobile] = useDisclosure(false);
  const mobileId = useId();
  useClosedOnLeaving(quick, mobile);

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
          <QuickLinks open={quickOpen} menu={quick} />
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

      <MobileMenu id={mobileId} open={mobileOpen} onLeave={mobile.close} />
    </Box>
  );
}

/** Both menus close on a new page (whatever menu led to it) and on Escape. */
function useClosedOnLeaving(...menus: Disclosure[]) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const closeAll = () => {
    for (const menu of menus) menu.close();
  };
  useEffect(closeAll, [pathname]);
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") closeAll();
  });
}

/** The desktop's Quick Links button and its list; a click elsewhere closes it. */
function QuickLinks({ open, menu }: { open: boolean; menu: Disclosure }) {
  const ref = useClickOutside<HTMLDivElement>(menu.close);
  const id = useId();
  return (
    <div className={classes.quick} ref={ref}>
      <UnstyledButton className={classes.link} aria-expanded={open} aria-controls={id} onClick={menu.toggle}>
        <Group gap={4} component="span" wrap="nowrap">
          Quick Links
          <ChevronDownIcon size={16} className={classes.chevron} data-open={open || undefined} />
        </Group>
      </UnstyledButton>
      <ul id={id} className={classes.quickPanel} hidden={!open}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={classes.quickLink}
              activeOptions={{ exact: link.to === "/" }}
              onClick={menu.close}
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
  );
}

/** The phone's menu: every quick link with its description. */
function MobileMenu({ id, open, onLeave }: { id: string; open: boolean; onLeave: () => void }) {
  return (
    <Box
      component="nav"
      aria-label="Mobile"
      id={id}
      hidden={!open}
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
              onClick={onLeave}
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
  );
}
