import { useLocation, useSiteContactDetails } from '../router';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../ContactDetails';
import { SUPPORT_HOURS } from '../content';
import { ContactForm } from '../ContactForm';
import { PageHero } from '../PageHero';
import { SocialLinks } from '../SocialLinks';

/** /ContactUs and /contact: the contact form beside the agency's details. */
export default function Contact() {
  const { t } = useTranslation('marketing');
  const contact = useSiteContactDetails();
  const { state } = useLocation();
  const subject =
    typeof (state as { subject?: unknown } | null)?.subject === 'string' ? (state as { subject: string }).subject : '';
  return (
    <>
      <PageHero title={t('contact.title')} lead={t('contact.lead')} />
      <section className="tw-section">
        <div className="tw-container tw-split">
          <section className="tw-card" aria-labelledby="contact-form">
            <h2 id="contact-form">{t('contact.formTitle')}</h2>
            <ContactForm initialSubject={subject} />
          </section>
          <section className="tw-card" aria-labelledby="contact-details">
            <h2 id="contact-details">{t('contact.detailsTitle')}</h2>
            <ContactDetails contact={contact} />
            <p>{t('contact.hours', SUPPORT_HOURS)}</p>
            <SocialLinks contact={contact} />
          </section>
        </div>
      </section>
    </>
  );
}
