'use client';
import { useTranslations } from 'next-intl';
import { KYC_DOC_TYPES, KYC_MIN_AGE, type KycApplyLevel, type KycDocType } from '@exchange/contract/kyc-apply';
import type { CountryOption } from './kyc-center-rules';
import fields from '@/lib/account/confirm-fields.module.css';
import styles from './kyc-center.module.css';

function Text({ name, label, autoComplete, hint, maxLength }: { name: string; label: string; autoComplete: string; hint?: string; maxLength: number }) {
  const id = `kyc-${name}`;
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className={fields.input}
        required
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

function Country({ name, label, options, autoComplete }: { name: string; label: string; options: readonly CountryOption[]; autoComplete?: string }) {
  const t = useTranslations('kycCenter.form');
  return (
    <div className={fields.field}>
      <label htmlFor={`kyc-${name}`} className={fields.label}>
        {label}
      </label>
      <select id={`kyc-${name}`} name={name} className={fields.input} required defaultValue="" autoComplete={autoComplete}>
        <option value="" disabled>
          {t('choose')}
        </option>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The application's details: names, date of birth (18 or older), nationality and country of
 * residence (named in the page's language, on the server), the document's type and number, and at level 2 the
 * address. Native required fields; the API checks everything again.
 */
export function DetailsFields({
  level,
  countries,
  maxBirthDate,
  docType,
  onDocType,
}: {
  level: KycApplyLevel;
  /** named and sorted on the server (kyc-center-rules.ts countryOptions), so both renders show the same names */
  countries: readonly CountryOption[];
  /** the latest birth date of an applicant old enough (the server's today, so both renders agree) */
  maxBirthDate: string;
  docType: KycDocType;
  onDocType: (type: KycDocType) => void;
}) {
  const t = useTranslations('kycCenter.form');
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('details')}</legend>
        <Text name="first_name" label={t('firstName')} autoComplete="given-name" maxLength={64} />
        <Text name="last_name" label={t('lastName')} autoComplete="family-name" maxLength={64} />
        <div className={fields.field}>
          <label htmlFor="kyc-birth_date" className={fields.label}>
            {t('birthDate')}
          </label>
          <p id="kyc-birth_date-hint" className={fields.hint}>
            {t('birthHint', { age: KYC_MIN_AGE })}
          </p>
          <input
            id="kyc-birth_date"
            name="birth_date"
            type="date"
            className={fields.input}
            required
            min="1900-01-01"
            max={maxBirthDate}
            autoComplete="bday"
            aria-describedby="kyc-birth_date-hint"
          />
        </div>
        <Country name="nationality" label={t('nationality')} options={countries} />
        <Country name="residence" label={t('residence')} options={countries} autoComplete="country" />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('document')}</legend>
        <fieldset className={styles.choices}>
          <legend className={fields.label}>{t('docType')}</legend>
          {KYC_DOC_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="doc_type" value={type} checked={docType === type} onChange={() => onDocType(type)} />
              <span>{t(`docTypes.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <Text name="doc_number" label={t('docNumber')} hint={t('docNumberHint')} autoComplete="off" maxLength={32} />
      </fieldset>
      {level === '2' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('address')}</legend>
          <Text name="address" label={t('addressLine')} autoComplete="street-address" maxLength={120} />
          <Text name="city" label={t('city')} autoComplete="address-level2" maxLength={64} />
          <Text name="postal_code" label={t('postalCode')} autoComplete="postal-code" maxLength={12} />
        </fieldset>
      )}
    </>
  );
}
