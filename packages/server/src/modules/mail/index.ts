export type { MailMessage, Mailer } from "./mailer";
export { OutboxMailer } from "./mailer";
export type { MailLog } from "./smtp-mailer";
export { SmtpMailer } from "./smtp-mailer";
export type { StoreMail } from "./store-mail";
export { createStoreMail } from "./store-mail";
