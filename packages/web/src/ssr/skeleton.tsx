import { Container, Stack } from "@mantine/core";
import { createContext, useContext } from "react";
import { SKELETON_ATTRIBUTE } from "./embed";
import classes from "./skeleton.module.css";

/**
 * True while the server renders a page the browser finishes (its content depends on the address
 * or on a request): such a page is sent as its skeleton, painted before any code runs.
 */
export const SkeletonContext = createContext(false);

export const useServerSkeleton = () => useContext(SkeletonContext);

/** A card's shape in grey (a heading, lines, a block), saying in words that it is loading. */
export function SkeletonBones({ label }: { label: string }) {
  return (
    <Stack gap="lg" {...{ [SKELETON_ATTRIBUTE]: "" }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className={`${classes.bone} ${classes.heading}`} />
      <Stack gap="sm">
        {[100, 90, 95, 70, 85].map((width) => (
          <div key={width} className={classes.bone} style={{ width: `${width}%` }} />
        ))}
      </Stack>
      <div className={`${classes.bone} ${classes.block}`} />
    </Stack>
  );
}

/** A whole page still loading: its bones in the page's column. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Container size="sm" py={48}>
      <SkeletonBones label={label} />
    </Container>
  );
}
