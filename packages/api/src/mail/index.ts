// The outbox's sender and its transports (SMTP, or .eml files when SMTP_URL is unset), which the
// process starts beside the app.
export { MailSender } from "./sender.js";
export { fileTransport, smtpTransport } from "./transport.js";
