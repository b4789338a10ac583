// An SMTP server's refusal quotes the recipient: a delivery log line keeps its codes and times
// but not the e-mail address or phone number in it.
const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

/** For log lines that quote someone else's text (an SMTP server's refusal names the recipient). */
export function withoutPersonalData(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(PHONE, (match) => (match.replace(/\D/g, "").length >= 9 ? "[number]" : match));
}
