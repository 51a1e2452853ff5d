import net from "node:net";

// A tiny SMTP server for tests: speaks just enough of the protocol (220, EHLO/HELO, MAIL FROM,
// RCPT TO, DATA, QUIT) to take messages and keep them. `refuse` makes it answer MAIL FROM with 550.

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** the whole message as sent after DATA (headers and body) */
  data: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** answer the next transactions' MAIL FROM with a refusal */
  refuse: boolean;
  /** resolves when a message whose recipients include `to` has arrived */
  waitFor: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const sink = { received, refuse: false } as SmtpSink;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink.test ESMTP ready");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/im.exec(data)?.[1]?.trim() ?? "";
          received.push({ ...envelope, subject, data });
          envelope = { from: "", to: [] };
          reply("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
        if (verb === "EHLO" || verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") {
          if (sink.refuse) reply("550 5.7.1 sender refused by the test sink");
          else {
            envelope = { from: address, to: [] };
            reply("250 2.1.0 ok");
          }
        } else if (verb === "RCPT") {
          envelope.to.push(address);
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          envelope = { from: "", to: [] };
          reply("250 ok");
        } else if (verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
          return;
        } else reply("502 5.5.2 command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  sink.port = typeof address === "object" && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.waitFor = async (to, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => mail.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived at the SMTP sink`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  sink.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}
