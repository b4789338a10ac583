import { Box } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { HomeHero } from "./HomeHero";
import classes from "./HomePage.module.css";
import { AboutSection, EquipmentTeaser, GallerySection, VisitSection, WhyUsSection } from "./HomeSections";

export function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutSection />
      <WhyUsSection />
      <GallerySection />
      <EquipmentTeaser />
      <VisitSection />
      <Box ta="center" pb="md">
        {/* The discreet way in for staff; never preloaded, so visitors never fetch admin code. */}
        <Link to="/admin" preload={false} className={classes.adminLink}>
          Admin
        </Link>
      </Box>
    </>
  );
}
