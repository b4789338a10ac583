import { Box } from "@mantine/core";
import { Outlet, rootRouteId, useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { useStudioProfile } from "../features/studio/use-studio-profile";
import { notFoundMeta, pageOf } from "../pages";
import classes from "./AppLayout.module.css";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/** Every page: skip link, fixed nav bar, the page itself, footer. */
export function AppLayout() {
  const profile = useStudioProfile();
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  // The server writes each page's title; moving between pages in the browser keeps it right.
  useEffect(() => {
    const page = leaf && leaf.routeId !== rootRouteId ? pageOf(leaf.fullPath) : undefined;
    document.title = (page && leaf ? page.meta(profile, leaf.params) : notFoundMeta(profile)).title;
  }, [leaf, profile]);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to main content
      </a>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
    </div>
  );
}
