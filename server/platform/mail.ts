import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { onFirstUse } from './on-first-use';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation (RFC 5545 with its iTIP method), sent as the mail's text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/**
 * Sends through SMTP_URL when set; otherwise writes each mail as an .eml file into the outbox folder and
 * logs it, so a fresh install can complete a password reset without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}) {
  const transports = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return {
      smtp: options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined,
      outbox: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    };
  });
  const pending = new Set<Promise<void>>();
  const mailer = {
    /**
     * Sends one mail. `queued` names a queued mail (server/mails/): its Message-ID and its outbox file are its
     * own, so that sending it again replaces its file, and a receiving server can tell it is the same mail.
     */
    async send(mail: Mail, queued?: { uid: string; createdAt: string }): Promise<void> {
      // Mail lines end in CRLF (RFC 5322); the streamed .eml keeps the body's own line ends otherwise.
      const { calendar, ...plain } = mail;
      const message = {
        from: options.from,
        ...plain,
        text: mail.text.replace(/\r?\n/g, '\r\n'),
        icalEvent: calendar && { ...calendar, filename: 'invitation.ics' },
        ...(queued && { messageId: `<${queued.uid}@recruit-admin>` }),
      };
      const { smtp, outbox } = await transports();
      if (smtp) {
        await smtp.sendMail(message);
        return;
      }
      const info = await outbox.sendMail(message);
      await fs.mkdir(options.outboxDir, { recursive: true });
      const at = (queued?.createdAt ?? new Date().toISOString()).replace(/[:.]/g, '-');
      const name = `${at}-${queued?.uid ?? randomUUID()}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, info.message);
      options.log.info({ to: mail.to, file, link: firstLink(mail.text) }, 'mail written to the outbox');
    },
    /**
     * Sends after the answer has gone, so that how long sending takes tells a caller nothing (the reset-link
     * answer must not reveal whether an account exists). A failure is logged: nobody is waiting for it.
     */
    sendLater(mail: Mail): void {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(mail))
        .catch((error: unknown) => options.log.error({ err: error, to: mail.to }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    /** Resolves once every mail handed to sendLater has been sent or has failed (before shutting down). */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
  };
  return mailer;
}

export type Mailer = ReturnType<typeof createMailer>;

/** The link a mail carries (the reset link), logged so that it can be followed without opening the file. */
const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];
