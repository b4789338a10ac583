import { Box } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import classes from "./AppLayout.module.css";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { RouteHead } from "./RouteHead";

/** Every page: skip link, fixed nav bar, the page itself, footer. */
export function AppLayout() {
  return (
    <div className={classes.shell}>
      <RouteHead />
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
