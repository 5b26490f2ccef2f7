import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { Checkbox } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import * as styles from './ConsentPreferences.css';
import { consentCategories, noConsent } from './consent';
import type { ConsentChoices } from './consent';
import { consentPreferencesMessages } from './messages';
import type { ConsentPreferencesMessages } from './messages';

export interface ConsentPreferencesProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Choices shown when the dialog opens: the visitor's saved ones, if any. Without them every
   * box starts unticked.
   */
  initialChoices?: Partial<ConsentChoices>;
  onSave: (prefs: ConsentChoices) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  labels?: Partial<ConsentPreferencesMessages>;
}

/**
 * Dialog with one checkbox per consent category (gdpr, misurazione, marketing), none ticked
 * unless the visitor ticked it before, plus "Reject all" and "Accept all" side by side.
 * Presentational: the caller stores the choice.
 */
export function ConsentPreferences({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  initialChoices,
  onSave,
  onAcceptAll,
  onRejectAll,
  labels,
}: ConsentPreferencesProps) {
  const t = useBuiltInMessages(consentPreferencesMessages, labels);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Modal
      title={t.title}
      description={t.intro}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      size="md"
      labels={{ close: t.close }}
    >
      <ConsentForm
        t={t}
        initialChoices={initialChoices}
        onSave={(prefs) => {
          onSave(prefs);
          setOpen(false);
        }}
        onAcceptAll={() => {
          onAcceptAll();
          setOpen(false);
        }}
        onRejectAll={() => {
          onRejectAll();
          setOpen(false);
        }}
      />
    </Modal>
  );
}

interface ConsentFormProps {
  t: ConsentPreferencesMessages;
  initialChoices?: Partial<ConsentChoices>;
  onSave: (prefs: ConsentChoices) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
}

/** Mounted only while the dialog is open, so every opening starts from the initial choices. */
function ConsentForm({ t, initialChoices, onSave, onAcceptAll, onRejectAll }: ConsentFormProps) {
  const [choices, setChoices] = useState<ConsentChoices>({ ...noConsent, ...initialChoices });
  const idPrefix = useId();
  const text = {
    gdpr: { label: t.gdprLabel, description: t.gdprDescription },
    misurazione: { label: t.misurazioneLabel, description: t.misurazioneDescription },
    marketing: { label: t.marketingLabel, description: t.marketingDescription },
  };

  return (
    <>
      <p className={styles.note}>{t.necessaryNote}</p>
      <ul className={styles.list}>
        {consentCategories.map((category) => {
          const descriptionId = `${idPrefix}-${category}`;
          return (
            <li key={category} className={styles.item}>
              <Checkbox
                className={styles.checkbox}
                name={category}
                value="true"
                isSelected={choices[category]}
                onChange={(isSelected) =>
                  setChoices((current) => ({ ...current, [category]: isSelected }))
                }
                aria-describedby={descriptionId}
                data-category={category}
              >
                <span className={styles.box} aria-hidden="true">
                  <Icon name="check" size="sm" />
                </span>
                {text[category].label}
              </Checkbox>
              <p id={descriptionId} className={styles.description}>
                {text[category].description}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <div className={styles.pair}>
          <Button variant="secondary" onPress={onRejectAll}>
            {t.rejectAll}
          </Button>
          <Button variant="secondary" onPress={onAcceptAll}>
            {t.acceptAll}
          </Button>
        </div>
        <Button variant="primary" onPress={() => onSave(choices)}>
          {t.save}
        </Button>
      </div>
    </>
  );
}
