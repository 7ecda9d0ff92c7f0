import { useHydrated } from '../app/useHydrated';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkContact,
  EMPTY_CONTACT,
  sendContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from './contactForm';
import { Field } from './Field';
import { useToast } from './toast';

const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'company', 'subject', 'message'];

/** The first field in error, in the order of the form, gets the focus (and is scrolled to). */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

interface Props {
  /** A fixed subject (the check-out's order); the subject field is hidden then. */
  subject?: string;
  /** Turns what the visitor wrote into the message sent (the check-out adds the order). */
  compose?: (message: string) => string;
  messageLabel?: string;
  messageRequired?: boolean;
  submitLabel?: string;
  successText?: string;
  initialSubject?: string;
}

/** The contact form: checked in the browser with the server's own rules, then stored and mailed. */
export function ContactForm({
  subject,
  compose = (m) => m,
  messageLabel,
  messageRequired = true,
  submitLabel,
  successText,
  initialSubject = '',
}: Props) {
  const { t } = useTranslation(['marketing', 'server']);
  const notify = useToast();
  const [values, setValues] = useState<ContactValues>({ ...EMPTY_CONTACT, subject: initialSubject });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // A pre-rendered form sent before hydration would post itself as a page load: wait for the app.
  const hydrated = useHydrated();

  const set = (field: ContactField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const composed = {
      ...values,
      subject: subject ?? values.subject,
      message: values.message.trim() || !messageRequired ? compose(values.message) : '',
    };
    const checked = checkContact(composed, t);
    setErrors(checked.errors);
    if (!checked.input) {
      focusFirstError(form, checked.errors);
      return;
    }
    setSending(true);
    const result = await sendContact(checked.input);
    setSending(false);
    if (result.ok) {
      notify(successText ?? result.message ?? t('contact.sent'), 'success');
      setValues({ ...EMPTY_CONTACT, subject: initialSubject });
      return;
    }
    setErrors(result.errors);
    focusFirstError(form, result.errors);
    notify(result.message ?? t('contact.failed'), 'error');
  };

  return (
    <form className="tw-form" noValidate onSubmit={submit}>
      <div className="tw-form-row">
        <Field
          name="name"
          label={t('contact.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="name"
          required
        />
        <Field
          name="email"
          label={t('contact.email')}
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          required
        />
      </div>
      <div className="tw-form-row">
        <Field
          name="phone"
          label={t('contact.phone')}
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
        <Field
          name="company"
          label={t('contact.company')}
          value={values.company}
          onChange={set('company')}
          error={errors.company}
          autoComplete="organization"
        />
      </div>
      {subject === undefined ? (
        <Field
          name="subject"
          label={t('contact.subject')}
          value={values.subject}
          onChange={set('subject')}
          error={errors.subject}
        />
      ) : null}
      <Field
        name="message"
        label={messageLabel ?? t('contact.message')}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        multiline
        required={messageRequired}
      />
      <div className="tw-trap" aria-hidden="true">
        <label htmlFor="field-website">{t('contact.website')}</label>
        <input
          id="field-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
        />
      </div>
      <div>
        <button type="submit" className="tw-btn" disabled={sending || !hydrated}>
          {sending ? t('contact.sending') : (submitLabel ?? t('contact.send'))}
        </button>
      </div>
    </form>
  );
}
