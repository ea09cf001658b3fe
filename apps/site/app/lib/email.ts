import type { ContactFormOutput, ServiceOption } from '@lumenor/content';

/**
 * The one way the site sends e-mail: the consultation form posts its request to the EmailJS REST
 * API from the visitor's browser. This module holds all of it: the API's origin (which the
 * Content-Security-Policy allows in connect-src, see scripts/security/policy.ts), the endpoint,
 * the build-time configuration, the body of the call and the call itself.
 */

/** The origin of the e-mail API: the only third party a page talks to. */
export const emailApiOrigin = 'https://api.emailjs.com';

/** The REST endpoint a request is posted to. */
export const emailSendEndpoint = `${emailApiOrigin}/api/v1.0/email/send`;

/** Shown as `from_phone` when the visitor leaves the phone field empty. */
export const phoneNotProvided = 'Not provided';

/** A request that has not answered after this long is aborted and takes the failure path. */
export const sendTimeoutMs = 15_000;

/** Public identifiers of the EmailJS account, plus the inbox that receives requests. */
export type EmailJsConfig = {
  serviceId: string;
  templateId: string;
  publicKey: string;
  toEmail: string;
};

/** The JSON body of the EmailJS send call; the template reads `template_params`. */
export type EmailJsPayload = {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: {
    from_name: string;
    from_email: string;
    from_phone: string;
    service: string;
    message: string;
    to_email: string;
  };
};

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

/**
 * Builds the body of the EmailJS call from the checked form (the form's schema has trimmed the
 * values already). An empty phone reads 'Not provided'; the service is sent as its label in
 * `options` (the inbox's service options), or as the raw value when no option has that value.
 * The options are a parameter so a page that gets them from its loader data does not bundle the
 * service list.
 */
export function buildEmailPayload(
  values: ContactFormOutput,
  config: EmailJsConfig,
  options: readonly ServiceOption[],
): EmailJsPayload {
  return {
    service_id: config.serviceId,
    template_id: config.templateId,
    user_id: config.publicKey,
    template_params: {
      from_name: values.name,
      from_email: values.email,
      from_phone: values.phone === '' ? phoneNotProvided : values.phone,
      service: options.find((option) => option.value === values.service)?.label ?? values.service,
      message: values.message,
      to_email: config.toEmail,
    },
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
 * Posts a request to EmailJS. Resolves when the response is OK; rejects on any other status, a
 * network error, or after `timeoutMs` without an answer. The timer is a plain setTimeout (not
 * AbortSignal.timeout) so tests can fast-forward it with a fake clock.
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
    const response = await fetch(emailSendEndpoint, {
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
