import { Box } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { useStudioProfile } from "../features/studio/useStudioProfile";
import classes from "./AppLayout.module.css";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/** Every page: skip link, fixed nav bar, the page itself, footer. */
export function AppLayout() {
  const profile = useStudioProfile();
  useEffect(() => {
    document.title = `${profile.name} | Recording Studio in ${profile.address.area}`;
  }, [profile.name, profile.address.area]);

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
