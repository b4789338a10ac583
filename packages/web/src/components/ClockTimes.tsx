/** A clock time as the domain's formatter writes it: '4:00 PM', '12:30 AM'. */
const CLOCK_TIME = /(\d{1,2}:\d{2} [AP]M)/;

/**
 * A session's words with each clock time kept on one line ('4:00 PM', never '4:00' at a line's
 * end and 'PM' under it); the text itself is the formatter's, unchanged.
 */
export function ClockTimes({ text }: { text: string }) {
  return text.split(CLOCK_TIME).map((part, index) =>
    index % 2 === 1 ? (
      <span key={`${index}-${part}`} style={{ whiteSpace: "nowrap" }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
