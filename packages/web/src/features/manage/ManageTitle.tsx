import { Title } from "@mantine/core";
import type { Ref } from "react";
import { SkeletonBones } from "../../ssr/skeleton";
import classes from "./ManagePage.module.css";

/** The page's heading: it says when the booking is cancelled, and takes focus after a cancel. */
export function ManageTitle({ cancelled, ref }: { cancelled: boolean; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <Title order={1} className={classes.title} mb="lg" ref={ref} tabIndex={-1} data-testid="manage-title">
      {cancelled ? "Your booking is cancelled" : "Your booking"}
    </Title>
  );
}

/** The page while its booking loads. */
export function ManageLoading() {
  return (
    <>
      <ManageTitle cancelled={false} />
      <SkeletonBones label="Loading your booking" />
    </>
  );
}
