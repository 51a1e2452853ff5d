import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";

/** Where a failed delivery is told: the app's logger. */
export interface MailLog {
  error(details: object, message: string): void;
}

/**
 * The store's mail through an SMTP server (SMTP_URL). A send hands the message over and returns:
 * the request that sent it neither waits for the server nor fails with it; a refused or unreachable
 * server is logged with the recipient, subject and the server's answer (never the body, which can
 * hold a password reset link).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    url: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const delivery = this.deliver(message).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for the deliveries under way (a stopping server lets them finish). */
  async close(): Promise<void> {
    await Promise.all([...this.inFlight]);
    this.transport.close();
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch (error) {
      const failure = error as { message?: string; code?: string; command?: string; responseCode?: number; response?: string };
      this.log.error(
        {
          mail: { tenant: message.tenant, to: message.to, subject: message.subject },
          smtp: {
            error: failure.message ?? String(error),
            code: failure.code ?? null,
            command: failure.command ?? null,
            responseCode: failure.responseCode ?? null,
            response: failure.response ?? null,
          },
        },
        "mail not delivered: the SMTP server refused it or could not be reached",
      );
    }
  }
}
