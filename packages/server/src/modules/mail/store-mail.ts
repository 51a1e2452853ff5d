import type { Db } from "../../db/database";
import { type MailMessage, type Mailer, OutboxMailer } from "./mailer";
import { type MailLog, SmtpMailer } from "./smtp-mailer";

/** How the store sends its mail: through SMTP when SMTP_URL is set, else into the outbox /dev/mail shows. */
export interface StoreMail {
  /** for a send outside a transaction: a failure is logged, never the sending request's failure */
  mailer: Mailer;
  /** for a send in a transaction: the outbox's row commits or rolls back with it; SMTP hands it over */
  mailerIn: (db: Db) => Mailer;
  /** whether /dev/mail exists: only while the mail stays in the outbox */
  outboxVisible: boolean;
  /** lets deliveries under way finish */
  close: () => Promise<void>;
}

/** A mailer whose failures are logged with the recipient and subject instead of thrown. */
class LoggedMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    try {
      await this.inner.send(message);
    } catch (error) {
      this.log.error(
        {
          mail: { tenant: message.tenant, to: message.to, subject: message.subject },
          err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
        },
        "mail not stored in the outbox",
      );
    }
  }
}

export function createStoreMail(options: { smtpUrl: string | null; from: string; db: Db; log: MailLog }): StoreMail {
  if (options.smtpUrl) {
    const smtp = new SmtpMailer(options.smtpUrl, options.from, options.log);
    return { mailer: smtp, mailerIn: () => smtp, outboxVisible: false, close: () => smtp.close() };
  }
  return {
    mailer: new LoggedMailer(new OutboxMailer(options.db), options.log),
    mailerIn: (db) => new OutboxMailer(db),
    outboxVisible: true,
    close: async () => {},
  };
}
