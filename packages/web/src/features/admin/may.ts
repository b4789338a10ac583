// What the signed-in person's role may do, read from the domain's permission table with the role
// `admin.me` names. The dashboard hides what the server would refuse (403); the server decides.
import { type Capability, can, type Role } from "@studio/domain";
import { createContext, useContext } from "react";

export type May = (capability: Capability) => boolean;

/** Nothing until the role is known. */
export const mayFor =
  (role: Role | undefined): May =>
  (capability) =>
    role !== undefined && can(role, capability);

/**
 * The dashboard provides the person's `may`. Outside it (a component rendered on its own, as in a
 * unit test) every action shows; the server refuses what the role may not do either way.
 */
export const MayContext = createContext<May>(() => true);

export const useMay = (): May => useContext(MayContext);
