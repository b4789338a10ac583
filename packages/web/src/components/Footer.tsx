import { Box, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useStudioProfile } from "../features/studio/use-studio-profile";
import classes from "./Footer.module.css";
import { LogoMark } from "./icons";
import { mainLinks } from "./navigation";

export function Footer() {
  const profile = useStudioProfile();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Link to="/" className={classes.brand}>
              <LogoMark size={28} />
              <span>{profile.name}</span>
            </Link>
            <Text size="sm" c="dark.1">
              A professional recording studio in {profile.address.area}, with acoustically treated rooms and
              engineers who have worked with Grammy-winning artists.
            </Text>
          </Stack>
          <Box component="nav" aria-labelledby="footer-quick-links">
            <Title order={2} size="h5" id="footer-quick-links" mb="sm">
              Quick Links
            </Title>
            <Stack gap={6} component="ul" className={classes.list}>
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Title order={2} size="h5" mb="sm">
              Studio Hours
            </Title>
            <dl className={classes.hours}>
              <dt>Thursday</dt>
              <dd>Enquire for bookings</dd>
              <dt>Friday</dt>
              <dd>12PM - 6AM</dd>
              <dt>Saturday</dt>
              <dd>12PM - 6AM</dd>
              <dt>Sunday</dt>
              <dd>12PM - 6AM</dd>
            </dl>
          </Box>
        </SimpleGrid>
        <Text size="xs" c="dark.1" ta="center" mt="xl" pt="md" className={classes.copyright}>
          © 2024 {profile.name}. All rights reserved. ·{" "}
          <Link to="/privacy" className={classes.privacy}>
            Privacy
          </Link>
        </Text>
      </Container>
    </Box>
  );
}
