import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '../SelectField/SelectField.js';
import { TextAreaField } from '../TextAreaField/TextAreaField.js';
import { TextField } from '../TextField/TextField.js';
import { Form, focusFirstInvalidField } from './Form.js';

const items = [{ value: 'ai-ml', label: 'AI & Machine Learning Solutions' }];

function ContactForm({ invalid }: { invalid: string[] }) {
  return (
    <Form id="contact">
      <TextField label="Name" name="name" isInvalid={invalid.includes('name')} errorMessage="E1" />
      <TextField
        label="Email"
        name="email"
        isInvalid={invalid.includes('email')}
        errorMessage="E2"
      />
      <SelectField
        label="Service"
        name="service"
        items={items}
        isInvalid={invalid.includes('service')}
        errorMessage="E3"
      />
      <TextAreaField
        label="Message"
        name="message"
        isInvalid={invalid.includes('message')}
        errorMessage="E4"
      />
    </Form>
  );
}

function form() {
  return document.getElementById('contact') as HTMLFormElement;
}

describe('Form', () => {
  it('is a native form named by its heading, with no browser validation', () => {
    const formRef = createRef<HTMLFormElement>();
    render(
      <>
        <h2 id="form-heading">Request a consultation</h2>
        <Form id="request" aria-labelledby="form-heading" formRef={formRef}>
          <TextField label="Name" name="name" isRequired />
        </Form>
      </>,
    );
    const element = screen.getByRole('form', { name: 'Request a consultation' });
    expect(element.tagName).toBe('FORM');
    expect(element.id).toBe('request');
    expect(element).toHaveProperty('noValidate', true);
    expect(formRef.current).toBe(element);
    expect(element.className).not.toBe('');
  });

  it('calls onSubmit and posts to `action` by default', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form id="contact" action="/send" onSubmit={onSubmit}>
        <TextField label="Name" name="name" />
      </Form>,
    );
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/send');
    fireEvent.submit(form());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes method dialog, whose native submission sends nothing anywhere', () => {
    render(
      <Form id="contact" method="dialog">
        <button type="submit">Send</button>
      </Form>,
    );
    expect(form().getAttribute('method')).toBe('dialog');
    expect(form().hasAttribute('action')).toBe(false);
  });

  it('keeps an explicit method, and sets none without an action', () => {
    const { unmount } = render(
      <Form id="contact" action="/search" method="get">
        <TextField label="Query" name="q" />
      </Form>,
    );
    expect(form().getAttribute('method')).toBe('get');
    unmount();
    render(
      <Form id="contact">
        <TextField label="Query" name="q" />
      </Form>,
    );
    expect(form().hasAttribute('method')).toBe(false);
  });
});

describe('focusFirstInvalidField', () => {
  it('focuses the first invalid control in document order', () => {
    render(<ContactForm invalid={['email', 'message']} />);
    const focused = focusFirstInvalidField(form());
    expect(focused).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(document.activeElement).toBe(focused);
  });

  it("focuses a SelectField's native select", () => {
    render(<ContactForm invalid={['service', 'message']} />);
    const focused = focusFirstInvalidField(form());
    expect(focused?.tagName).toBe('SELECT');
    expect(focused).toBe(screen.getByRole('combobox', { name: /Service/ }));
    expect(document.activeElement).toBe(focused);
  });

  it('returns null and leaves focus alone when everything is valid', () => {
    render(<ContactForm invalid={[]} />);
    expect(focusFirstInvalidField(form())).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
