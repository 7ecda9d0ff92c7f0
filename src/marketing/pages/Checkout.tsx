import { useSearchParams } from '../router';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../i18n/format';
import { ANNUAL_MONTHS, PLAN_CURRENCY, PLANS, VAT_RATE, type PlanId } from '../content';
import { ContactForm } from '../ContactForm';
import { PageHero } from '../PageHero';

type Billing = 'monthly' | 'annual';

/**
 * /CheckOut and /checkout: the order of a plan. Nothing is charged online: the order reaches the
 * sales team as a contact message (stored and mailed), and the agreement and invoice follow.
 */
export default function Checkout() {
  const { t, i18n } = useTranslation('marketing');
  const [params, setParams] = useSearchParams();
  const plan = PLANS.find((p) => p.id === params.get('plan')) ?? PLANS[1];
  const billing: Billing = params.get('billing') === 'annual' ? 'annual' : 'monthly';
  const choose = (next: { plan?: PlanId; billing?: Billing }) =>
    setParams({ plan: next.plan ?? plan.id, billing: next.billing ?? billing }, { replace: true });

  const money = (value: number) => formatCurrency(value, PLAN_CURRENCY, {}, i18n.language);
  const subtotal = plan.monthly === null ? null : plan.monthly * (billing === 'annual' ? ANNUAL_MONTHS : 1);
  const vat = subtotal === null ? null : Math.round(subtotal * VAT_RATE * 100) / 100;
  const planName = t(`pricing.plan.${plan.id}.name`);
  const billingName = t(`checkout.${billing}`);
  const summary = [
    `${t('checkout.plan')}: ${planName}`,
    `${t('checkout.billing')}: ${billingName}`,
    subtotal === null || vat === null ? t('checkout.customNote') : `${t('checkout.total')}: ${money(subtotal + vat)}`,
  ].join('\n');

  return (
    <>
      <PageHero title={t('checkout.title')} lead={t('checkout.lead')} />
      <section className="tw-section">
        <div className="tw-container tw-split">
          <section className="tw-card" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{t('checkout.summary')}</h2>
            <fieldset className="tw-choice">
              <legend>{t('checkout.choosePlan')}</legend>
              {PLANS.map((p) => (
                <label key={p.id}>
                  <input
                    type="radio"
                    name="plan"
                    value={p.id}
                    checked={p.id === plan.id}
                    onChange={() => choose({ plan: p.id })}
                  />
                  {t(`pricing.plan.${p.id}.name`)}
                </label>
              ))}
            </fieldset>
            <fieldset className="tw-choice">
              <legend>{t('checkout.billing')}</legend>
              {(['monthly', 'annual'] as const).map((b) => (
                <label key={b}>
                  <input
                    type="radio"
                    name="billing"
                    value={b}
                    checked={b === billing}
                    onChange={() => choose({ billing: b })}
                  />
                  {t(`checkout.${b}`)}
                </label>
              ))}
            </fieldset>
            {subtotal === null || vat === null ? (
              <p>{t('checkout.customNote')}</p>
            ) : (
              <dl className="tw-summary" data-testid="order-summary">
                <dt>{t('checkout.subtotal')}</dt>
                <dd>{money(subtotal)}</dd>
                <dt>{t('checkout.vat', { rate: VAT_RATE * 100 })}</dt>
                <dd>{money(vat)}</dd>
                <dt>{t('checkout.total')}</dt>
                <dd>{money(subtotal + vat)}</dd>
              </dl>
            )}
            {subtotal === null ? null : (
              <p>{billing === 'annual' ? t('checkout.perPeriodAnnual') : t('checkout.perPeriodMonthly')}</p>
            )}
          </section>
          <section className="tw-card" aria-labelledby="checkout-details">
            <h2 id="checkout-details">{t('checkout.details')}</h2>
            <ContactForm
              subject={t('checkout.orderSubject', { plan: planName, billing: billingName })}
              compose={(notes) => (notes.trim() ? `${summary}\n\n${notes.trim()}` : summary)}
              messageLabel={t('checkout.notes')}
              messageRequired={false}
              submitLabel={t('checkout.submit')}
              successText={t('checkout.sent')}
            />
          </section>
        </div>
      </section>
    </>
  );
}
