import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Form } from 'react-router';
import {
  Button,
  DatePicker,
  FileField,
  Heading,
  HiddenField,
  Inline,
  NumberField,
  Stack,
  Tabs,
  Text,
  parseDateTime,
} from '@city/design-system';
import { type ActionResult, useLang, useSendForm, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import {
  BoundCheckbox,
  BoundEmailField,
  BoundTextAreaField,
  BoundTextField,
  FormAlert,
  useFieldErrors,
  useFocusInvalid,
} from '../account/form';
import {
  type Listing,
  type ListingFormValues,
  type ListingLanguage,
  type OperatorKind,
  imageProblem,
  imageTypes,
  languageOfField,
  listingDefaults,
  listingFormSchema,
  listingLanguages,
  listingTitle,
  operatorKinds,
  slotWallClock,
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

/** Empty rows offered under a listing's slots, for new dates. */
const newSlotRows = 3;

/**
 * Creates or edits an operator's listing: a title and description per language (one tab each),
 * contacts, an image, appointment slots for organisers, and the request to publish it. The form
 * is checked on save and again on every change of a faulty field; it posts to the route action,
 * with or without JavaScript.
 */
export function ListingFormScreen({
  kind,
  listing,
  imageUrl = null,
  result,
}: ListingFormScreenProps) {
  const t = useT();
  const lang = useLang();
  const send = useSendForm();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<ListingLanguage>('it');
  // Validation runs on save, then again on every change of a faulty field. Validating on blur
  // would insert an error text while the pointer is on its way to the save button, moving the
  // button away before the click lands (the click would then be lost).
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: listingDefaults(listing),
  });
  const error = useFieldErrors(form.formState.errors as FieldErrors, result);
  const focusInvalid = useFocusInvalid(formRef, result);
  const languageName = (code: string) => t(`commerce.languages.${code}`);
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
  };
  const faulty = Object.keys(fieldLabels).filter((name) => error(name));
  const tabHasErrors = (code: string) =>
    Boolean(error(`titolo_${code}`) || error(`descrizione_${code}`));

  // The first faulty field in the form's order; its language tab is shown before it is focused.
  const showFirstInvalid = (names: string[]) => {
    const wanted = new Set(names);
    const first = Array.from(formRef.current?.elements ?? [])
      .map((element) => (element as HTMLInputElement).name)
      .find((name) => name && wanted.has(name));
    const code = first ? languageOfField(first) : null;
    if (code) setTab(code);
    focusInvalid(names);
  };
  // The server's field errors: the same, once the answer is on the screen.
  useEffect(() => {
    const names = Object.keys(result?.fieldErrors ?? {});
    const code = names.map(languageOfField).find(Boolean);
    if (!code) return;
    setTab(code);
    focusInvalid(names);
  }, [result, focusInvalid]);

  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const image = form.register('immagine', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.item(0) ?? null;
      setPreview(file && !imageProblem(file) ? URL.createObjectURL(file) : null);
      void form.trigger('immagine');
    },
  });

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
      {faulty.length > 0 ? (
        <FormAlert tone="error" title={t('commerce.operators.checkFields')}>
          <Stack as="ul" gap="xxs">
            {faulty.map((name) => (
              <Text as="li" key={name}>
                {fieldLabels[name]}: {error(name)}
              </Text>
            ))}
          </Stack>
        </FormAlert>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        ref={formRef}
        onSubmit={form.handleSubmit(
          (_values, event) => send(event),
          (errors) => showFirstInvalid(Object.keys(errors)),
        )}
      >
        <Stack gap="lg" maxWidth="reading">
          <Tabs
            label={t('commerce.operators.translations')}
            keepMounted
            selectedKey={tab}
            onSelectionChange={(key) => setTab(key as ListingLanguage)}
            items={listingLanguages.map((code) => ({
              id: code,
              label: tabHasErrors(code)
                ? `${languageName(code)} (${t('commerce.operators.tabHasErrors')})`
                : languageName(code),
              content: (
                <Stack gap="md">
                  <BoundTextField
                    control={form.control}
                    name={`titolo_${code}`}
                    label={fieldLabels[`titolo_${code}`]}
                    isRequired={code === 'it'}
                    error={error(`titolo_${code}`)}
                  />
                  <BoundTextAreaField
                    control={form.control}
                    name={`descrizione_${code}`}
                    label={fieldLabels[`descrizione_${code}`]}
                    rows={5}
                    error={error(`descrizione_${code}`)}
                  />
                </Stack>
              ),
            }))}
          />
          <Stack gap="md">
            <BoundEmailField
              control={form.control}
              name="email"
              label={t('commerce.fields.email')}
              error={error('email')}
            />
            <BoundTextField
              control={form.control}
              name="telefono"
              type="tel"
              autoComplete="tel"
              label={t('commerce.operators.phone')}
              error={error('telefono')}
            />
            <BoundTextField
              control={form.control}
              name="sito"
              type="url"
              autoComplete="url"
              label={t('commerce.operators.website')}
              error={error('sito')}
            />
            <FileField
              label={t('commerce.operators.image')}
              description={t('commerce.operators.imageHint')}
              accept={imageTypes.join(',')}
              errorMessage={error('immagine')}
              name={image.name}
              ref={image.ref}
              onChange={(event) => void image.onChange(event)}
              onBlur={(event) => void image.onBlur(event)}
              preview={
                preview
                  ? { src: preview, alt: t('commerce.operators.imagePreview') }
                  : imageUrl
                    ? { src: imageUrl, alt: t('commerce.operators.currentImage') }
                    : null
              }
            />
          </Stack>
          {kind === 'appuntamenti' ? <SlotRows listing={listing} result={result} /> : null}
          <BoundCheckbox control={form.control} name="invia">
            {t('commerce.operators.submitForReview')}
          </BoundCheckbox>
          <Inline>
            <Button type="submit">{t('commerce.operators.save')}</Button>
          </Inline>
        </Stack>
      </Form>
    </AccountPage>
  );
}

/**
 * An organiser's dates and places: the listing's slots, then empty rows for new ones. The rows
 * are checked by the action (a start and at least one place each).
 */
function SlotRows({ listing, result }: { listing: Listing | null; result?: ActionResult }) {
  const t = useT();
  const heading = useId();
  const rows = [...(listing?.slots ?? []), ...Array.from({ length: newSlotRows }, () => null)];
  const serverError = (name: string) => {
    const key = result?.fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  return (
    <Stack gap="md" role="group" aria-labelledby={heading}>
      <Heading level={2} size="lg" id={heading}>
        {t('commerce.operators.slots')}
      </Heading>
      {rows.map((slot, index) => {
        const start = slot ? slotWallClock(slot.data) : null;
        return (
          <Inline key={slot?.id ?? `new-${index}`} gap="md" align="start">
            {slot?.id ? <HiddenField name={`slot_id_${index}`} value={slot.id} /> : null}
            <DatePicker
              label={t('commerce.operators.slotStart', { number: index + 1 })}
              name={`slot_data_${index}`}
              granularity="minute"
              hourCycle={24}
              defaultValue={start ? parseDateTime(start) : null}
              errorMessage={serverError(`slot_data_${index}`)}
            />
            <NumberField
              label={t('commerce.operators.slotCapacity', { number: index + 1 })}
              name={`slot_capacita_${index}`}
              minValue={1}
              maxValue={10_000}
              defaultValue={slot?.capacita ?? undefined}
              errorMessage={serverError(`slot_capacita_${index}`)}
            />
          </Inline>
        );
      })}
    </Stack>
  );
}
