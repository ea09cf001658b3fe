import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SelectField } from '../SelectField/SelectField.js';
import { SubmitButton } from '../SubmitButton/SubmitButton.js';
import { TextAreaField } from '../TextAreaField/TextAreaField.js';
import { TextField } from '../TextField/TextField.js';
import { Form, focusFirstInvalidField } from './Form.js';

const services = [
  { value: 'custom-software', label: 'Custom Software Development' },
  { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
  { value: 'other', label: 'Other Services' },
];

type Errors = Partial<Record<'name' | 'email' | 'service' | 'message', string>>;

/** A demonstration of the primitives together; real validation lives in the app. */
function ContactFormDemo({ isPending = false }: { isPending?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [service, setService] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Errors = {};
    if (String(data.get('name') ?? '').trim().length < 2)
      next.name = 'Name must be at least 2 characters';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(data.get('email') ?? '')))
      next.email = 'Please enter a valid email address';
    if (!service) next.service = 'Please select a service';
    if (String(data.get('message') ?? '').trim().length < 10)
      next.message = 'Message must be at least 10 characters';
    setErrors(next);
    requestAnimationFrame(() => formRef.current && focusFirstInvalidField(formRef.current));
  };
  return (
    <Form formRef={formRef} onSubmit={onSubmit}>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        isRequired
        isInvalid={!!errors.name}
        errorMessage={errors.name}
        maxLength={100}
        showCount
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        isInvalid={!!errors.email}
        errorMessage={errors.email}
      />
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" />
      <SelectField
        label="Service of interest"
        name="service"
        placeholder="Select a service"
        items={services}
        isRequired
        selectedKey={service}
        onSelectionChange={setService}
        isInvalid={!!errors.service}
        errorMessage={errors.service}
      />
      <TextAreaField
        label="Message"
        name="message"
        isRequired
        isInvalid={!!errors.message}
        errorMessage={errors.message}
        maxLength={5000}
        showCount
      />
      <div>
        <SubmitButton isPending={isPending} pendingLabel="Submitting...">
          Send Message
        </SubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { children: null },
  render: () => <ContactFormDemo />,
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactForm: Story = {};
export const FailedSubmitFocusesFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Lakshmi');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please select a service')).toBeVisible();
  },
};
export const Pending: Story = { render: () => <ContactFormDemo isPending /> };
