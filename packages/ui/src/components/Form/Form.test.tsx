import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from '../SelectField/SelectField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { Form, focusFirstInvalidField } from './Form';

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
