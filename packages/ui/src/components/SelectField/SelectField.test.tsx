import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.js';

const items = [
  { value: 'custom-software', label: 'Custom Software Development' },
  { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
  { value: 'other', label: 'Other Services' },
];

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form data-testid="form">
      <SelectField
        label="Service"
        placeholder="Select a service"
        items={items}
        name="service"
        isRequired
        selectedKey={value}
        onSelectionChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

function selectNamed(name: RegExp) {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

describe('SelectField', () => {
  it('is a labelled native select that submits the chosen value through FormData', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const select = selectNamed(/Service/);
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.selectedOptions[0]?.textContent).toBe('Select a service');
    // Nothing chosen submits no value (browsers skip the disabled placeholder; jsdom sends '').
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('service') ?? '').toBe(
      '',
    );
    // The placeholder cannot be chosen; the real choices follow it in order.
    const options = Array.from(select.options);
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a service',
      ...items.map((item) => item.label),
    ]);
    expect(options[0]?.disabled).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'ai-ml');
    expect(onChange).toHaveBeenLastCalledWith('ai-ml');
    expect(select.value).toBe('ai-ml');
    expect(select.selectedOptions[0]?.textContent).toBe('AI & Machine Learning Solutions');
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('service')).toBe('ai-ml');
  });

  it('starts from defaultSelectedKey when uncontrolled', () => {
    render(<SelectField label="Service" items={items} defaultSelectedKey="other" />);
    expect(selectNamed(/Service/).value).toBe('other');
  });

  it('links the description, and the error only while invalid, through aria-describedby', () => {
    const { rerender } = render(
      <SelectField
        label="Service"
        items={items}
        description="Choose the closest match"
        errorMessage="Please select a service"
        placeholder="Select a service"
      />,
    );
    const select = selectNamed(/Service/);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please select a service')).toBeNull();
    const describedBy = () => (select.getAttribute('aria-describedby') ?? '').split(' ');
    const descriptionId = screen.getByText('Choose the closest match').id;
    expect(describedBy()).toEqual([descriptionId]);
    rerender(
      <SelectField
        label="Service"
        items={items}
        description="Choose the closest match"
        isInvalid
        errorMessage="Please select a service"
        placeholder="Select a service"
      />,
    );
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const errorId = screen.getByText('Please select a service').closest('[id]')?.id;
    expect(errorId).toBeTruthy();
    expect(describedBy()).toEqual([descriptionId, errorId]);
  });

  it('passes id, ref and disabled to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<SelectField label="Service" items={items} id="service" triggerRef={ref} isDisabled />);
    const select = selectNamed(/Service/);
    expect(ref.current).toBe(select);
    expect(select.id).toBe('service');
    expect(select.disabled).toBe(true);
  });
});
