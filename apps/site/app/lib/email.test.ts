import { company, serviceOptions, validateContactForm } from '@lumenor/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildEmailPayload,
  emailApiOrigin,
  emailSendEndpoint,
  SendError,
  sendContactRequest,
} from './email';

const config = {
  serviceId: 'service_abc',
  templateId: 'template_xyz',
  publicKey: 'pk_123',
  toEmail: 'contact@lumenor.in',
};

const values = {
  name: 'Priya Reddy',
  email: 'priya.reddy@ap.gov.in',
  phone: '+91 98480 12345',
  service: 'cloud-devops',
  message: 'Move our land records portal to the state data centre.',
};

describe('emailSendEndpoint', () => {
  it('is the EmailJS REST send endpoint, on the origin the CSP allows', () => {
    expect(emailSendEndpoint).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(new URL(emailSendEndpoint).origin).toBe(emailApiOrigin);
  });
});

describe('buildEmailPayload', () => {
  it('maps configuration and values to the EmailJS body', () => {
    expect(buildEmailPayload(values, config, serviceOptions)).toEqual({
      service_id: 'service_abc',
      template_id: 'template_xyz',
      user_id: 'pk_123',
      template_params: {
        from_name: 'Priya Reddy',
        from_email: 'priya.reddy@ap.gov.in',
        from_phone: '+91 98480 12345',
        service: 'Cloud Migration & DevOps',
        message: 'Move our land records portal to the state data centre.',
        to_email: 'contact@lumenor.in',
      },
    });
  });

  it("sends 'Not provided' when the phone is empty", () => {
    expect(
      buildEmailPayload({ ...values, phone: '' }, config, serviceOptions).template_params
        .from_phone,
    ).toBe('Not provided');
  });

  it.each([
    ['custom-software', 'Custom Software Development'],
    ['ai-ml', 'AI & Machine Learning Solutions'],
    ['cloud-devops', 'Cloud Migration & DevOps'],
    ['cybersecurity', 'Cybersecurity & Compliance'],
    ['dashboards', 'Customized Dashboards & Analytics'],
    ['other', 'Other Services'],
  ])('sends the label of option %s', (service, label) => {
    expect(
      buildEmailPayload({ ...values, service }, config, serviceOptions).template_params.service,
    ).toBe(label);
  });

  it('sends the raw value when no option has it', () => {
    expect(
      buildEmailPayload({ ...values, service: 'land-records' }, config, serviceOptions)
        .template_params.service,
    ).toBe('land-records');
  });

  it('uses the options it is given', () => {
    const options = [{ value: 'ai-ml', label: 'కృత్రిమ మేధ' }];
    expect(
      buildEmailPayload({ ...values, service: 'ai-ml' }, config, options).template_params.service,
    ).toBe('కృత్రిమ మేధ');
    expect(serviceOptions.length).toBe(6);
  });

  it('sends the checked values, trimmed once by the check, as typed (no HTML escaping: EmailJS templates escape)', () => {
    const checked = validateContactForm({
      name: '  <b>Ravi</b> ',
      email: ' ravi@ts.gov.in ',
      phone: '   ',
      service: ' ai-ml ',
      message: ' <script>alert(1)</script> రాము 👍 ',
    });
    if (!checked.success) throw new Error('the values are valid');
    const payload = buildEmailPayload(checked.output, config, serviceOptions);
    expect(payload.template_params).toEqual({
      from_name: '<b>Ravi</b>',
      from_email: 'ravi@ts.gov.in',
      from_phone: 'Not provided',
      service: 'AI & Machine Learning Solutions',
      message: '<script>alert(1)</script> రాము 👍',
      to_email: 'contact@lumenor.in',
    });
  });

  it('passes empty identifiers through when the build had no configuration', () => {
    const payload = buildEmailPayload(
      values,
      { serviceId: '', templateId: '', publicKey: '', toEmail: company.email },
      serviceOptions,
    );
    expect(payload.service_id).toBe('');
    expect(payload.template_id).toBe('');
    expect(payload.user_id).toBe('');
    expect(payload.template_params.to_email).toBe(company.email);
  });

  it('survives a JSON round trip unchanged', () => {
    const payload = buildEmailPayload(values, config, serviceOptions);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe('sendContactRequest', () => {
  const payload = buildEmailPayload(values, config, serviceOptions);
  const answer = (status: number) =>
    vi.fn(async () => new Response('', { status, statusText: status === 200 ? 'OK' : 'Refused' }));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the payload as JSON and resolves on an OK answer', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    await expect(sendContactRequest(payload)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      emailSendEndpoint,
      expect.objectContaining({ method: 'POST', body: JSON.stringify(payload) }),
    );
  });

  // The form's failure path for any of them, once in the browser: e2e/contact-sending.spec.ts.
  it.each([400, 403, 429, 500])(
    'rejects an answer %i with a SendError that names it',
    async (status) => {
      vi.stubGlobal('fetch', answer(status));
      const sent = sendContactRequest(payload);
      await expect(sent).rejects.toBeInstanceOf(SendError);
      await expect(sent).rejects.toMatchObject({
        status,
        message: `EmailJS answered ${status} Refused`,
      });
    },
  );
});
