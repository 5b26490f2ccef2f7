import { useId } from 'react';
import { Form } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  EmailField,
  FileField,
  Heading,
  HiddenField,
  Inline,
  NumberField,
  Stack,
  Tabs,
  Text,
  TextAreaField,
  TextField,
  parseDateTime,
} from '@city/design-system';
import { FormCheck } from '../../components/FormCheck';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { FormAlert } from '../account/form';
import {
  type Listing,
  type ListingLanguage,
  type OperatorKind,
  imageTypes,
  languageOfField,
  listingDefaults,
  listingLanguages,
  listingTitle,
  newSlotRows,
  operatorKinds,
  slotKeyOf,
} from './listing';
import { StatusBadge } from './ListingsScreen';

export interface ListingFormScreenProps {
  kind: OperatorKind;
  /** The listing being edited; null to create one. */
  listing: Listing | null;
  /** Address of the listing's current image. */
  imageUrl?: string | null;
  result?: ActionResult;
}

/** The message keys the browser's check of the form gives beside `commerce.errors`. */
const checkMessages = [
  'commerce.operators.imageType',
  'commerce.operators.imageTooLarge',
  'commerce.operators.slotInvalid',
] as const;

/** Attributes of the error summary that the browser's check keeps in step (app/enhance/form-check.ts). */
export const errorSummaryParts = {
  /** On the form: the id of its summary. */
  form: 'data-error-summary',
  /** On the summary: the label of each field, by name (JSON). */
  labels: 'data-error-labels',
  /** The prototype of a line of the summary. */
  item: 'data-error-summary-item',
} as const;

/** Marks the words of a tab that say its panel has a field in error (app/enhance/form-check.ts). */
const tabErrorsMark = 'data-tab-errors';

/**
 * Creates or edits an operator's listing: a title and description per language (one tab each),
 * contacts, an image, appointment slots for organisers, and the request to publish it. The page
 * is not hydrated: the form posts natively (multipart, with the image) to the route's action,
 * which checks it with the kind's schema and, on a refusal, renders it again with every value
 * kept, each field's error and the summary of the fields at fault, with the tab of the first one
 * shown. The page script checks it first when it can (`data-form-check`): fields as they are
 * left, the whole form when it is sent (the summary, the field's tab and the focus follow).
 */
export function ListingFormScreen({
  kind,
  listing,
  imageUrl = null,
  result,
}: ListingFormScreenProps) {
  const t = useT();
  const lang = useLang();
  const summaryId = useId();
  const values = { ...listingDefaults(listing), ...result?.values };
  const value = (name: string) => values[name] ?? '';
  const error = (name: string) => {
    const key = result?.fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  const languageName = (code: string) => t(`commerce.languages.${code}`);
  const rows = (listing?.slots?.length ?? 0) + newSlotRows;
  const fieldLabels: Record<string, string> = {
    ...Object.fromEntries(
      listingLanguages.flatMap((code) => [
        [`titolo_${code}`, t('commerce.operators.title', { language: languageName(code) })],
        [
          `descrizione_${code}`,
          t('commerce.operators.description', { language: languageName(code) }),
        ],
      ]),
    ),
    email: t('commerce.fields.email'),
    telefono: t('commerce.operators.phone'),
    sito: t('commerce.operators.website'),
    immagine: t('commerce.operators.image'),
    ...(kind === 'appuntamenti'
      ? Object.fromEntries(
          Array.from({ length: rows }, (_, index) => [
            [`slot_data_${index}`, t('commerce.operators.slotStart', { number: index + 1 })],
            [`slot_capacita_${index}`, t('commerce.operators.slotCapacity', { number: index + 1 })],
          ]).flat(),
        )
      : {}),
  };
  const faulty = Object.keys(fieldLabels).filter((name) => error(name));
  const tabHasErrors = (code: string) =>
    Boolean(error(`titolo_${code}`) || error(`descrizione_${code}`));
  // The tab of the first faulty translation is the one shown, so that its field can be focused.
  const firstTab: ListingLanguage =
    faulty.map(languageOfField).find((code) => code !== null) ?? 'it';

  const path = operatorKinds[kind].path;
  const listTitle = t(`commerce.operators.${kind}.list`);
  const title = listing
    ? t(`commerce.operators.${kind}.editTitle`, { name: listingTitle(listing, lang) })
    : t(`commerce.operators.${kind}.create`);
  const trail = useDashboardTrail(
    lang,
    { label: title, path: listing ? `/${path}/modifica/${listing.id}` : `/${path}/crea` },
    [{ label: listTitle, path: `/${path}` }],
  );
  return (
    <AccountPage title={title} trail={trail}>
      {listing ? (
        <Inline gap="xs">
          <Text as="span" weight="bold">
            {t('commerce.operators.statusLabel')}:
          </Text>
          <StatusBadge stato={listing.stato} />
        </Inline>
      ) : null}
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <div
        id={summaryId}
        hidden={faulty.length === 0}
        {...{ [errorSummaryParts.labels]: JSON.stringify(fieldLabels) }}
      >
        <Alert tone="error" title={t('commerce.operators.checkFields')}>
          <Stack as="ul" gap="xxs">
            {faulty.map((name) => (
              <Text as="li" key={name}>
                {fieldLabels[name]}: {error(name)}
              </Text>
            ))}
          </Stack>
        </Alert>
        <template {...{ [errorSummaryParts.item]: '' }}>
          <Text as="li" />
        </template>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        data-form-check={kind === 'appuntamenti' ? 'listing-slots' : 'listing'}
        {...{ [errorSummaryParts.form]: summaryId }}
      >
        <Stack gap="lg" maxWidth="reading">
          <Tabs
            label={t('commerce.operators.translations')}
            keepMounted
            defaultSelectedKey={firstTab}
            items={listingLanguages.map((code) => ({
              id: code,
              // The tab of a translation in error says so; the browser's check shows or hides it.
              label: (
                <>
                  {languageName(code)}{' '}
                  <span {...{ [tabErrorsMark]: '' }} hidden={!tabHasErrors(code)}>
                    ({t('commerce.operators.tabHasErrors')})
                  </span>
                </>
              ),
              content: (
                <Stack gap="md">
                  <TextField
                    reserveErrorSpace
                    name={`titolo_${code}`}
                    label={fieldLabels[`titolo_${code}`]}
                    isRequired={code === 'it'}
                    defaultValue={value(`titolo_${code}`)}
                    errorMessage={error(`titolo_${code}`)}
                    validationBehavior="aria"
                  />
                  <TextAreaField
                    reserveErrorSpace
                    name={`descrizione_${code}`}
                    label={fieldLabels[`descrizione_${code}`]}
                    rows={5}
                    defaultValue={value(`descrizione_${code}`)}
                    errorMessage={error(`descrizione_${code}`)}
                    validationBehavior="aria"
                  />
                </Stack>
              ),
            }))}
          />
          <Stack gap="md">
            <EmailField
              reserveErrorSpace
              name="email"
              label={fieldLabels.email}
              defaultValue={value('email')}
              errorMessage={error('email')}
              validationBehavior="aria"
            />
            <TextField
              reserveErrorSpace
              name="telefono"
              type="tel"
              autoComplete="tel"
              label={fieldLabels.telefono}
              defaultValue={value('telefono')}
              errorMessage={error('telefono')}
              validationBehavior="aria"
            />
            <TextField
              reserveErrorSpace
              name="sito"
              type="url"
              autoComplete="url"
              label={fieldLabels.sito}
              defaultValue={value('sito')}
              errorMessage={error('sito')}
              validationBehavior="aria"
            />
            <FileField
              reserveErrorSpace
              name="immagine"
              label={fieldLabels.immagine}
              description={t('commerce.operators.imageHint')}
              accept={imageTypes.join(',')}
              errorMessage={error('immagine')}
              chosenPreviewAlt={t('commerce.operators.imagePreview')}
              preview={
                imageUrl ? { src: imageUrl, alt: t('commerce.operators.currentImage') } : null
              }
            />
          </Stack>
          {kind === 'appuntamenti' ? (
            <SlotRows listing={listing} rows={rows} value={value} error={error} />
          ) : null}
          <Checkbox name="invia" defaultSelected={value('invia') === 'on'}>
            {t('commerce.operators.submitForReview')}
          </Checkbox>
          <Inline>
            <Button type="submit">{t('commerce.operators.save')}</Button>
          </Inline>
        </Stack>
      </Form>
      <FormCheck messages={checkMessages} />
    </AccountPage>
  );
}

/**
 * An organiser's dates and places: the listing's slots, then empty rows for new ones, each a
 * start (the browser's date and time input, the city's wall-clock time) and its places. A row is
 * checked as a whole: a start and at least one place each.
 */
function SlotRows({
  listing,
  rows,
  value,
  error,
}: {
  listing: Listing | null;
  rows: number;
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const heading = useId();
  return (
    <Stack gap="md" role="group" aria-labelledby={heading}>
      <Heading level={2} size="lg" id={heading}>
        {t('commerce.operators.slots')}
      </Heading>
      {Array.from({ length: rows }, (_, index) => {
        const slot = listing?.slots?.[index];
        // The slot's, or as typed when the form comes back refused (if it still reads as a start).
        const start = value(`slot_data_${index}`);
        const places = value(`slot_capacita_${index}`);
        return (
          <Inline key={slot?.id ?? `new-${index}`} gap="md" align="start">
            {slot?.id ? <HiddenField name={`slot_id_${index}`} value={slot.id} /> : null}
            <DatePicker
              reserveErrorSpace
              label={t('commerce.operators.slotStart', { number: index + 1 })}
              name={`slot_data_${index}`}
              granularity="minute"
              hourCycle={24}
              defaultValue={slotKeyOf(start) ? parseDateTime(start.slice(0, 16)) : null}
              errorMessage={error(`slot_data_${index}`)}
            />
            <NumberField
              label={t('commerce.operators.slotCapacity', { number: index + 1 })}
              name={`slot_capacita_${index}`}
              minValue={1}
              maxValue={10_000}
              defaultValue={/^\d{1,5}$/.test(places) ? Number(places) : undefined}
              errorMessage={error(`slot_capacita_${index}`)}
            />
          </Inline>
        );
      })}
    </Stack>
  );
}
