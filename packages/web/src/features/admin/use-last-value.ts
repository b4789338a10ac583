import { useState } from "react";

/** The last non-null value, so a closing dialog keeps its content during its exit transition. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
