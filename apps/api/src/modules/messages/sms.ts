import type { TSmsConfig } from '../../config.js';
import { httpExchange } from '../../lib/http-exchange.js';
import { messageFiles } from './message-files.js';

export interface TSms {
  to: string;
  body: string;
  /** A text (the default), or a WhatsApp message from the shop's WhatsApp sender (decision 078). */
  channel?: 'sms' | 'whatsapp';
  /**
   * A WhatsApp message outside the customer's 24-hour window must be an approved template: its ContentSid and the
   * values of its placeholders ({ "1": ..., "2": ... }). The body is then what the template says, for files and logs.
   */
  template?: { contentSid: string; variables: Record<string, string> };
  /** The outbox row's id, for the file name and the logs. */
  messageId: string;
}

export interface TSmsSender {
  readonly kind: TSmsConfig['provider'];
  send(sms: TSms): Promise<void>;
}

/** A refusal that no retry can change (an invalid number, a blocked destination): the message is given up. */
export class PermanentSendFailure extends Error {}

/**
 * Twilio's Programmable Messaging API (decision 045): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with
 * HTTP Basic auth (Account SID and Auth Token) and a form body of To, From and Body; 201 with the message's sid
 * when it is accepted. A 4xx other than 429 is a refusal of this message (Twilio's error code and message say
 * why); 429, a 5xx or no answer are tried again later.
 */
function twilioSender(config: Extract<TSmsConfig, { provider: 'twilio' }>): TSmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(sms) {
      const answer = await httpExchange({
        method: 'POST',
        url,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: twilioForm(config, sms).toString(),
        timeoutMs: 15_000,
      });
      if ('why' in answer) throw new Error(`Twilio: ${answer.why}`);
      if (answer.status >= 200 && answer.status < 300) return;
      const reason = `Twilio ${answer.status}${twilioRefusal(answer.text)}`;
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) throw new PermanentSendFailure(reason);
      throw new Error(reason);
    },
  };
}

/** Twilio's error code and message from its JSON answer (`{ code, message }`), as ` (code): message`. */
function twilioRefusal(text: string): string {
  let answer: { code?: number; message?: string } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') answer = parsed as typeof answer;
  } catch {
    // Not JSON (a proxy's page): the status alone says it.
  }
  return `${answer.code ? ` (${answer.code})` : ''}${answer.message ? `: ${answer.message}` : ''}`;
}

/**
 * The Messages API's form for a text or a WhatsApp message: WhatsApp addresses carry the `whatsapp:` prefix on both
 * sides, and a template goes as ContentSid and ContentVariables (a JSON string) instead of a Body.
 */
function twilioForm(config: Extract<TSmsConfig, { provider: 'twilio' }>, sms: TSms): URLSearchParams {
  if (sms.channel !== 'whatsapp') return new URLSearchParams({ To: sms.to, From: config.from, Body: sms.body });
  const from = config.whatsapp?.from;
  if (!from) throw new PermanentSendFailure('WhatsApp is not set up (TWILIO_WHATSAPP_FROM)');
  const form = new URLSearchParams({ To: `whatsapp:${sms.to}`, From: `whatsapp:${from}` });
  if (sms.template) {
    form.set('ContentSid', sms.template.contentSid);
    form.set('ContentVariables', JSON.stringify(sms.template.variables));
  } else {
    form.set('Body', sms.body);
  }
  return form;
}

/** Development: each text is a file under DATA_DIR/sms (the README says where a sign-up's code lands). */
function fileSender(outboxDir: string): TSmsSender {
  const files = messageFiles(outboxDir);
  return {
    kind: 'files',
    async send(sms) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.messageId.replace(/[^\w.-]/g, '_')}.txt`;
      const to = sms.channel === 'whatsapp' ? `whatsapp:${sms.to}` : sms.to;
      files.write(name, `To: ${to}\n\n${sms.body}\n`);
    },
  };
}

export function createSmsSender(config: TSmsConfig): TSmsSender {
  if (config.provider === 'twilio') return twilioSender(config);
  if (config.provider === 'files') return fileSender(config.outboxDir);
  return {
    kind: 'off',
    async send() {
      throw new PermanentSendFailure('text messages are off (SMS_PROVIDER=off)');
    },
  };
}
