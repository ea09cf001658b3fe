import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactErrorMessages, contactFormSchema, validateContactForm } from './en';
import { type ContactFormValues, contactLimits } from './fields';
import { createContactFormValidator } from './helpers';

const valid: ContactFormValues = {
  name: 'Priya Reddy',
  email: 'priya.reddy@ap.gov.in',
  phone: '',
  service: 'ai-ml',
  message: 'We need a grievance dashboard for 13 districts.',
};

const messages = {
  name: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  email: 'Please enter a valid email address',
  phoneMax: 'Phone number must be at most 30 characters',
  service: 'Please select a service',
  message: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
};

function errorsFor(patch: Partial<ContactFormValues>) {
  const result = validateContactForm({ ...valid, ...patch });
  return result.success ? {} : result.fieldErrors;
}

describe('contactFormSchema messages', () => {
  it('are exactly the published texts', () => {
    expect(contactErrorMessages.nameMin).toBe(messages.name);
    expect(contactErrorMessages.email).toBe(messages.email);
    expect(contactErrorMessages.service).toBe(messages.service);
    expect(contactErrorMessages.messageMin).toBe(messages.message);
    expect(contactErrorMessages.nameMax).toBe(messages.nameMax);
    expect(contactErrorMessages.messageMax).toBe(messages.messageMax);
  });

  it('accept a complete request and return trimmed values', () => {
    const result = validateContactForm({
      name: '  Priya Reddy ',
      email: ' priya.reddy@ap.gov.in\t',
      phone: ' +91 98480 12345 ',
      service: ' ai-ml ',
      message: '\n We need a grievance dashboard. \n',
    });
    expect(result).toEqual({
      success: true,
      output: {
        name: 'Priya Reddy',
        email: 'priya.reddy@ap.gov.in',
        phone: '+91 98480 12345',
        service: 'ai-ml',
        message: 'We need a grievance dashboard.',
      },
    });
  });

  it('reports every field of an empty form with its own message', () => {
    expect(
      validateContactForm({ name: '', email: '', phone: '', service: '', message: '' }),
    ).toEqual({
      success: false,
      fieldErrors: {
        name: messages.name,
        email: messages.email,
        service: messages.service,
        message: messages.message,
      },
    });
  });

  it('treats missing fields as empty and never reports phone as missing', () => {
    const result = validateContactForm({});
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.phone).toBeUndefined();
    expect(validateContactForm({ ...valid, phone: undefined })).toMatchObject({
      success: true,
      output: { phone: '' },
    });
  });

  it('keeps only the first message of each field', () => {
    const result = validateContactForm({ ...valid, email: ' ' });
    expect(result).toEqual({ success: false, fieldErrors: { email: messages.email } });
  });
});

describe('name', () => {
  it.each([
    ['', messages.name],
    ['   ', messages.name],
    ['\t\n', messages.name],
    ['A', messages.name],
    ['  A  ', messages.name],
    ['👍', messages.name],
    ['👍🏽', messages.name],
    ['రా', messages.name],
    ['\u200B\u200B', messages.name],
    ['\u200B\u200C\u200D\u2060\uFEFF', messages.name],
    ['\u00AD\u00AD\u00AD', messages.name],
    ['\u0301\u0301\u0301', messages.name],
    ['\u0C3E\u0C4D', messages.name],
    ['A\u200B', messages.name],
    ['\u200BA\u200B', messages.name],
    ['\u00A0\u2003\u3000\u2028\u2029\u205F', messages.name],
    ['\u200E\u200F\u202E\u2066\u2069', messages.name],
    ['\u0301 \u0301', messages.name],
    ['a'.repeat(101), messages.nameMax],
  ])('%j is rejected with %j', (name, message) => {
    expect(errorsFor({ name })).toEqual({ name: message });
  });

  it.each([
    'Al',
    '  Al  ',
    'రాము',
    'سارا',
    '李明',
    '👍👍',
    'a'.repeat(100),
    ` ${'a'.repeat(100)} `,
    "Dr. K. Ramesh O'Brien-Naidu",
    'A\u200BB',
    'Jose\u0301',
    'ని\u200Cత',
  ])('%j is accepted', (name) => {
    expect(errorsFor({ name })).toEqual({});
  });
});

describe('email', () => {
  it.each([
    '',
    '   ',
    'plainaddress',
    '@ap.gov.in',
    'priya@',
    'priya@@ap.gov.in',
    'priya@ap',
    'priya@ap.',
    'priya@.gov.in',
    'priya@ap..gov.in',
    'priya..reddy@ap.gov.in',
    '.priya@ap.gov.in',
    'priya.@ap.gov.in',
    'priya reddy@ap.gov.in',
    'priya@ap gov.in',
    'priya@ap.gov.i',
    'priya@ap_gov.in',
    'priya@-ap.gov.in',
    '<priya@ap.gov.in>',
    'Priya Reddy <priya@ap.gov.in>',
    'priya@ap.gov.in,ravi@ap.gov.in',
    'ప్రియ@ap.gov.in',
    'javascript:alert(1)',
    `${'a'.repeat(64)}@${'b'.repeat(187)}.in`,
    'priya@ఉదాహరణ',
    'priya@ఉదాహరణ/x.in',
    'priya@ap.gov.in/ఉ',
    'priya@xn--.in',
    'priya@ap.xn--',
    'priya@-xn--noc6ci4b4b3a.in',
    'priya@ఉదాహరణ..భారత్',
  ])('%j is rejected', (email) => {
    expect(errorsFor({ email })).toEqual({ email: messages.email });
  });

  it.each([
    'priya@ap.gov.in',
    '  priya@ap.gov.in  ',
    'PRIYA.REDDY@AP.GOV.IN',
    'priya+consult@example.co.uk',
    'p_reddy-2@mail.example-state.in',
    'a@b.co',
    `${'a'.repeat(64)}@${'b'.repeat(186)}.in`,
    // A Telugu domain, as a browser's e-mail field sends it (punycode) and as typed.
    'priya@xn--noc6ci4b4b3a.xn--fpcrj9c3d',
    'priya@ఉదాహరణ.భారత్',
    'priya@xn--noc6ci4b4b3a.in',
    'priya@తెలుగు.in',
    'priya@bücher.de',
  ])('%j is accepted', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  it('caps an address with a Telugu domain at 254 characters of its ASCII (punycode) form', () => {
    const letters = [...'అఆఇఈఉఊఎఏఐఒఓఔకఖగఘచఛజఝటఠడఢణతథదధనపఫబభమయరలవశషసహళ'];
    const label = (start: number) =>
      Array.from({ length: 40 }, (_, i) => letters[(start + i * 7 + i * i) % letters.length]).join(
        '',
      );
    const email = `a@${[0, 1, 2, 3, 4].map(label).join('.')}.in`;
    expect(email.length).toBeLessThanOrEqual(contactLimits.emailMax);
    expect(new URL(`http://${email.slice(2)}`).hostname.length).toBeGreaterThan(
      contactLimits.emailMax,
    );
    expect(errorsFor({ email })).toEqual({ email: messages.email });
    expect(errorsFor({ email: `a@${[0, 1].map(label).join('.')}.in` })).toEqual({});
  });

  it('caps an address at 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(186)}.in`;
    expect(longest).toHaveLength(contactLimits.emailMax);
  });
});

describe('phone', () => {
  it.each(['', '   ', '+91 98480 12345', 'call after 5pm', '0'.repeat(30)])(
    '%j is accepted (no format rule)',
    (phone) => {
      expect(errorsFor({ phone })).toEqual({});
    },
  );

  it('is capped at 30 characters', () => {
    expect(errorsFor({ phone: '1'.repeat(31) })).toEqual({ phone: messages.phoneMax });
  });
});

describe('service', () => {
  it.each(['', '  '])('%j is rejected', (service) => {
    expect(errorsFor({ service })).toEqual({ service: messages.service });
  });

  it.each(['custom-software', 'other', 'x', 'a value no option has'])(
    '%j is accepted',
    (service) => {
      expect(errorsFor({ service })).toEqual({});
    },
  );
});

describe('message', () => {
  it.each([
    ['', messages.message],
    ['          ', messages.message],
    ['123456789', messages.message],
    ['   123456789   ', messages.message],
    ['🙂🙂🙂🙂🙂', messages.message],
    ['నమస్కారం', messages.message],
    ['a'.repeat(5001), messages.messageMax],
    ['a'.repeat(10_000), messages.messageMax],
    // What a person cannot see does not count: zero-width spaces, soft hyphens, joiners.
    ['\u200B'.repeat(10), messages.message],
    ['\u00AD'.repeat(10), messages.message],
    ['\u200D'.repeat(10), messages.message],
    ['\u200C\u2060\uFEFF\u200E\u200F'.repeat(3), messages.message],
    ['123456789\u200B', messages.message],
    ['1\u00AD2\u00AD3\u00AD4\u00AD5\u00AD6\u00AD7\u00AD8\u00AD9', messages.message],
    ['\u0301'.repeat(12), messages.message],
    [`\u200B${' '.repeat(10)}\u200B`, messages.message],
  ])('%j is rejected with %j', (message, expected) => {
    expect(errorsFor({ message })).toEqual({ message: expected });
  });

  it.each([
    '1234567890',
    '  1234567890  ',
    'a'.repeat(5000),
    ` ${'a'.repeat(5000)}\n`,
    '<script>alert("x")</script>',
    'మా జిల్లాకు డాష్‌బోర్డ్ కావాలి',
    'نحتاج إلى لوحة معلومات للمنطقة',
    // Spaces between words are seen and counted.
    'Call me now',
    '12345\u200B67890',
  ])('%j is accepted', (message) => {
    expect(errorsFor({ message })).toEqual({});
  });
});

describe('values of the wrong type', () => {
  it('map to our own message, never to valibot text', () => {
    const result = validateContactForm({
      name: 42,
      email: null,
      phone: 7,
      service: [],
      message: {},
    } as never);
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        name: messages.name,
        email: messages.email,
        phone: messages.phoneMax,
        service: messages.service,
        message: messages.message,
      },
    });
  });

  it('raw valibot issues carry our messages too', () => {
    const result = v.safeParse(contactFormSchema, { ...valid, name: 5 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(messages.name);
  });

  it('a validator built with other messages uses them', () => {
    const validate = createContactFormValidator({
      ...contactErrorMessages,
      nameMin: 'పేరు కనీసం 2 అక్షరాలు ఉండాలి',
    });
    expect(validate({ ...valid, name: 'A' })).toEqual({
      success: false,
      fieldErrors: { name: 'పేరు కనీసం 2 అక్షరాలు ఉండాలి' },
    });
  });
});
