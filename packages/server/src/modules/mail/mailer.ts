import crypto from "node:crypto";
import type { MailMessageView } from "@quire/domain";
import type { Db } from "../../db/database";
import * as repo from "./mail.repository";

// How the store sends e-mail. The built-in mailer is an outbox in the database, read at /dev/mail
// unless SMTP_URL is set; then SmtpMailer delivers it (store-mail.ts chooses; decision 037).

export interface MailMessage {
  tenant: string;
  to: string;
  subject: string;
  text: string;
  /** the one link the message is about (a password reset link) */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    await repo.insertMessage(this.db, {
      id: crypto.randomUUID(),
      tenant: message.tenant,
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.text,
      link: message.link ?? null,
      sentAt: this.clock().toISOString(),
    });
  }

  /** the newest 50 messages */
  async outbox(): Promise<MailMessageView[]> {
    const rows = await repo.latestMessages(this.db, 50);
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      link: row.link,
      sentAt: row.sentAt,
    }));
  }
}
