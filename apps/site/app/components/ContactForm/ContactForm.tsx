import {
  type ContactErrorMessages,
  type ContactField,
  type ContactFormCopy,
  type ContactFormValues,
  type ContactLimits,
  formatCharacterCount,
  type Pages,
  type ServiceOption,
} from '@lumenor/content';
import {
  Form,
  Heading,
  type HeadingLevel,
  ScriptOnly,
  SelectField,
  type ShowToastOptions,
  Stack,
  SubmitButton,
  Text,
  TextAreaField,
  TextField,
  TextLink,
  VisuallyHidden,
} from '@lumenor/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { mailDraftAttribute } from '../../islands/load-failure';
import * as styles from './ContactForm.css';
import { clearDraft, draftStorageKey, type FormId, readDraft, writeDraft } from './draft';

type Checks = typeof import('./validation');

let checksRequest: Promise<Checks> | undefined;

/**
 * Loads the checks and the sending (see validation.ts) once per page. A failed load is forgotten,
 * so the next call tries again.
 */
function loadChecks(): Promise<Checks> {
  checksRequest ??= import('./validation').catch((error: unknown) => {
    checksRequest = undefined;
    throw error;
  });
  return checksRequest;
}

/**
 * Shows a toast once the toast queue has loaded (see toast.ts). The queue is not the checks'
 * chunk, so a toast still tells of a failed load of the checks.
 */
function notify(toast: ShowToastOptions): void {
  import('./toast').then(
    ({ showToast }) => showToast(toast),
    (error: unknown) => console.error(error),
  );
}

/** The fields the visitor filled in before hydration: the DOM holds them, React's state does not. */
function valuesTypedBefore(
  form: HTMLFormElement,
  emptyValues: ContactFormValues,
): Partial<ContactFormValues> {
  const typed: Partial<ContactFormValues> = {};
  for (const field of Object.keys(emptyValues) as ContactField[]) {
    const control = form.elements.namedItem(field);
    if (
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.value !== ''
    ) {
      typed[field] = control.value;
    }
  }
  return typed;
}

/** Name of the hidden bot trap. People never see it; form-filling bots tend to fill every field. */
export const honeypotFieldName = 'website';

export interface ContactFormProps {
  /**
   * The form's heading and introduction (pages.contact.formSection), from the route's loader: the
   * page copy then travels with the prerendered data, not in this component's JavaScript.
   */
  section: Pages['contact']['formSection'];
  /** Labels, hints, button and toast texts (contactFormCopy), from the loader like `section`. */
  copy: ContactFormCopy;
  /** The inbox requests go to (company.email), named in the no-JavaScript note; from the loader. */
  inbox: string;
  /** The service choices (serviceOptions) in the page's language, from the loader. */
  services: readonly ServiceOption[];
  /**
   * The same choices as the inbox reads them (English, marked with the page's language): the
   * request names the chosen one, so every request reads the same whatever page it came from.
   */
  inboxServices: readonly ServiceOption[];
  /** The checks' messages in the page's language (contactErrorMessages), from the loader. */
  errorMessages: ContactErrorMessages;
  /**
   * The fields' limits (contactLimits) and an empty form (emptyContactFormValues), from the loader:
   * the checks use the same module, so the page's JavaScript would otherwise share a chunk with
   * them.
   */
  limits: ContactLimits;
  emptyValues: ContactFormValues;
  /** Level of the form's heading in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Which form this is: it keeps its own draft. The feedback form ('feedback') is this form with
   * `shownFields` name, e-mail and message and its service fixed in `emptyValues`.
   * @default 'contact'
   */
  formId?: FormId;
  /**
   * The fields the form shows; a field left out keeps its value from `emptyValues` and is sent
   * as that. @default every field
   */
  shownFields?: readonly ContactField[];
}

type Status = 'idle' | 'submitting';

/**
 * The consultation request form, with its heading and introduction
 * (`section`: pages.contact.formSection from the loader): place it on the page as is.
 *
 * idle → submitting (button disabled, 'Submitting...', announced politely) → success (toast,
 * reset, draft cleared) or failure (error logged, destructive toast, values kept). Errors show
 * after the first submit and follow the visitor's corrections; after an invalid submit focus moves
 * to the first invalid field. The draft lives in sessionStorage until a send succeeds.
 *
 * The checks load on the first focus or press inside the form. A submit before they have arrived
 * waits for them in the submitting state; if they cannot load, it takes the failure path (values
 * kept) and the next submit tries again.
 */
export function ContactForm({
  section,
  copy,
  inbox,
  services,
  inboxServices,
  errorMessages,
  limits,
  emptyValues,
  headingLevel = 2,
  formId = 'contact',
  shownFields,
}: ContactFormProps) {
  const id = useId();
  const draftKey = draftStorageKey(formId);
  const isShown = (field: ContactField) => !shownFields || shownFields.includes(field);
  const headingId = `${id}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  // What a submit checks: the values of the last render, or newer ones set since (a submit made
  // before hydration is replayed right after the restore below, before a render).
  const latestValues = useRef(values);
  latestValues.current = values;
  const [status, setStatus] = useState<Status>('idle');
  const [showErrors, setShowErrors] = useState(false);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  // False in the prerendered HTML: without JavaScript the form cannot send (see the noscript).
  const [isHydrated, setIsHydrated] = useState(false);
  const [checks, setChecks] = useState<Checks>();

  // After hydration (so the first client render matches the static HTML): the saved draft, then
  // whatever was typed into the fields before the form's island had hydrated.
  useEffect(() => {
    const draft = readDraft(emptyValues, draftKey);
    const typed = formRef.current ? valuesTypedBefore(formRef.current, emptyValues) : {};
    if (draft || Object.keys(typed).length > 0) {
      latestValues.current = { ...emptyValues, ...draft, ...typed };
      setValues(latestValues.current);
    }
    setIsHydrated(true);
  }, [emptyValues, draftKey]);

  useEffect(() => {
    if (isHydrated) writeDraft(values, emptyValues, draftKey);
  }, [values, isHydrated, emptyValues, draftKey]);

  // A focus or press inside the form shows intent: fetch the checks now, so a submit rarely
  // waits for them. A failed fetch is reported by the submit, which tries again.
  useEffect(() => {
    const form = formRef.current;
    if (!form || checks) return;
    const prepare = () => {
      loadChecks().then(setChecks, () => undefined);
    };
    // Focus may have arrived before hydration.
    if (form.contains(document.activeElement)) prepare();
    form.addEventListener('focusin', prepare);
    form.addEventListener('pointerdown', prepare);
    return () => {
      form.removeEventListener('focusin', prepare);
      form.removeEventListener('pointerdown', prepare);
    };
  }, [checks]);

  // Runs after the errors of an invalid submit have rendered (so the checks are there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new invalid submit moves focus.
  useEffect(() => {
    if (invalidSubmits > 0 && formRef.current) checks?.focusFirstInvalidField(formRef.current);
  }, [invalidSubmits]);

  // showErrors is only set once the checks have loaded.
  const validate = useMemo(
    () => checks?.createContactFormValidator(errorMessages),
    [checks, errorMessages],
  );
  const validation = showErrors ? validate?.(values) : undefined;
  const errors: Partial<Record<ContactField, string>> =
    validation && !validation.success ? validation.fieldErrors : {};
  const isSubmitting = status === 'submitting';

  const setField = (field: ContactField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const countLabel = (count: number, max: number) =>
    formatCharacterCount(copy.characterCount, count, max);
  /**
   * A text field's value, state, copy (label, placeholder, hint) and limit. Text past the limit is
   * kept, never cut: the count says how many characters too many, the field is marked invalid,
   * and the checks refuse to send until it fits.
   */
  const bindTextField = (field: Exclude<ContactField, 'service'>) => {
    const maxLength = limits[`${field}Max`];
    return {
      name: field,
      value: values[field],
      onChange: setField(field),
      isInvalid: errors[field] !== undefined || values[field].length > maxLength,
      errorMessage: errors[field],
      ...copy.fields[field],
      maxLength,
      allowOverLimit: true,
      showCount: true,
      countLabel,
    };
  };

  function succeed() {
    notify({ ...copy.success, variant: 'success' });
    setValues(emptyValues);
    setShowErrors(false);
    clearDraft(draftKey);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: submits in the same tick all see the state of the last render.
    if (inFlight.current) return;
    const honeypot = event.currentTarget.elements.namedItem(honeypotFieldName);
    inFlight.current = true;
    try {
      let loaded = checks;
      if (!loaded) {
        setStatus('submitting');
        try {
          loaded = await loadChecks();
        } catch (error) {
          // Offline or a failed deploy: nothing is lost, and the next submit loads again.
          console.error(error);
          notify({ ...copy.failure, variant: 'destructive' });
          return;
        }
        setChecks(loaded);
      }
      const result = loaded.createContactFormValidator(errorMessages)(latestValues.current);
      if (!result.success) {
        setShowErrors(true);
        setInvalidSubmits((count) => count + 1);
        return;
      }
      if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
        // A bot: pretend it worked, so it learns nothing, and send nothing.
        honeypot.value = '';
        succeed();
        return;
      }
      setStatus('submitting');
      try {
        const payload = loaded.buildEmailPayload(
          result.output,
          loaded.emailJsConfig(inbox),
          inboxServices,
        );
        await loaded.sendContactRequest(payload, loaded.sendTimeoutMs);
        succeed();
      } catch (error) {
        console.error(error);
        notify({ ...copy.failure, variant: 'destructive' });
      }
    } finally {
      inFlight.current = false;
      setStatus('idle');
    }
  }

  const fields = copy.fields;
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={headingLevel} id={headingId}>
          {section.heading}
        </Heading>
        {section.intro && <Text tone="secondary">{section.intro}</Text>}
      </Stack>
      <noscript>
        <Text>
          {copy.noScript.before} <TextLink href={`mailto:${inbox}`}>{inbox}</TextLink>{' '}
          {copy.noScript.after}
        </Text>
      </noscript>
      <ScriptOnly>
        <div
          className={styles.root}
          data-contact-form
          data-ready={isHydrated}
          aria-busy={isSubmitting}
        >
          {/* method="dialog": a native submission (the script not loaded) sends nothing anywhere. */}
          <Form
            formRef={formRef}
            onSubmit={handleSubmit}
            method="dialog"
            aria-labelledby={headingId}
          >
            <Text tone="secondary" size="small">
              {copy.requiredNote}
            </Text>
            <TextField {...bindTextField('name')} autoComplete="name" isRequired />
            <TextField {...bindTextField('email')} type="email" autoComplete="email" isRequired />
            {isShown('phone') && (
              <TextField {...bindTextField('phone')} type="tel" autoComplete="tel" />
            )}
            {isShown('service') && (
              <SelectField
                name="service"
                label={fields.service.label}
                placeholder={fields.service.placeholder}
                isRequired
                items={services}
                selectedKey={values.service === '' ? null : values.service}
                onSelectionChange={(value) => setField('service')(value ?? '')}
                isInvalid={errors.service !== undefined}
                errorMessage={errors.service}
              />
            )}
            <TextAreaField {...bindTextField('message')} isRequired />
            {/* The bot trap: out of sight, out of the tab order and of the accessibility tree. */}
            <VisuallyHidden as="div" aria-hidden="true">
              <label htmlFor={`${id}-trap`}>{copy.honeypotLabel}</label>
              <input
                id={`${id}-trap`}
                name={honeypotFieldName}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </VisuallyHidden>
            <div>
              <SubmitButton isPending={isSubmitting} pendingLabel={copy.pendingLabel}>
                {copy.submitLabel}
              </SubmitButton>
            </div>
            {/* Shown by CSS only when the form's script could not load (ContactForm.css.ts). */}
            <div className={styles.unavailable} role="alert" data-testid="contact-form-unavailable">
              <Text>
                {copy.unavailable.before}{' '}
                <TextLink
                  href={`mailto:${inbox}`}
                  {...{ [mailDraftAttribute]: copy.unavailable.subject }}
                >
                  {inbox}
                </TextLink>{' '}
                {copy.unavailable.after}
              </Text>
            </div>
            <VisuallyHidden as="div" role="status" data-testid="contact-form-status">
              {isSubmitting ? copy.pendingLabel : ''}
            </VisuallyHidden>
          </Form>
        </div>
      </ScriptOnly>
    </Stack>
  );
}
