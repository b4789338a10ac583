/** A postcode kept on one line: 'E10 6AE', never 'E10' at a line's end and '6AE' under it. */
export function Postcode({ code }: { code: string }) {
  return <span style={{ whiteSpace: "nowrap" }}>{code}</span>;
}
