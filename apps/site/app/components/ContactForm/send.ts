import { type EmailJsConfig, type EmailJsPayload, emailJsEndpoint } from '@lumenor/content';

/** A request that has not answered after this long is aborted and takes the failure path. */
export const sendTimeoutMs = 15_000;

/**
 * The EmailJS configuration for requests to `inbox` (the company e-mail, from the page's loader
 * data). The identifiers are inlined by Vite at build time from VITE_EMAILJS_* (see .env.example
 * and the README). They are public by design: EmailJS limits abuse per origin in its dashboard.
 * When a build has none, the form still posts (with empty ids) and EmailJS answers with an error,
 * which the visitor sees as the failure toast.
 */
export function emailJsConfig(inbox: string): EmailJsConfig {
  return {
    serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    toEmail: inbox,
  };
}

/** Thrown when EmailJS answers with a status outside 200–299. */
export class SendError extends Error {
  readonly status: number;

  constructor(status: number, statusText: string) {
    super(`EmailJS answered ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'SendError';
    this.status = status;
  }
}

/**
 * Posts the request to EmailJS. Resolves when the response is OK; rejects on any other
 * status, a network error, or after `timeoutMs` without an answer. The timer is a plain setTimeout
 * (not AbortSignal.timeout) so tests can fast-forward it with a fake clock.
 */
export async function sendContactRequest(
  payload: EmailJsPayload,
  timeoutMs: number = sendTimeoutMs,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`No answer after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  try {
    const response = await fetch(emailJsEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) throw new SendError(response.status, response.statusText);
  } finally {
    clearTimeout(timer);
  }
}
