import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, Icon, Image, Text } from '@city/design-system';
import type { IconName } from '@city/design-system';
import type { Footer, FooterColumnItem } from '../lib/api/content';
import type { Section } from '../lib/domain/prefooter';
import { useConsent } from '../stores/consent';
import * as styles from './chrome.css';
import { belowFold } from '../styles/rendering.css';

const socialIcons = new Set(['facebook', 'twitter', 'instagram', 'tiktok', 'youtube', 'linkedin']);

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

function SmartLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  if (isExternal(href)) {
    return (
      <a href={href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function ColumnItem({ item }: { item: FooterColumnItem }) {
  const label = item.etichetta ?? '';
  if (item.tipologia === 'interno' && item.pagina?.url) {
    return (
      <SmartLink href={item.pagina.url} className={styles.footerLink}>
        {label}
      </SmartLink>
    );
  }
  if (item.tipologia === 'esterno' && item.link_esterno) {
    return (
      <SmartLink href={item.link_esterno} className={styles.footerLink}>
        {label}
      </SmartLink>
    );
  }
  return <span>{label}</span>;
}

/**
 * Logos keep their own width on phones too: twice that width serves screens of high density,
 * where the pictures' default phone width (824 px, spec section 9) would fetch a file five or
 * six times larger than shown.
 */
const logoMobileWidth = (width: number) => width * 2;

function PreFooter({ footer, section, host }: { footer: Footer; section: Section; host: string }) {
  const { t } = useTranslation();
  const cards = footer.cards;
  const subcards = footer.subcard.map((s) => s.footer_subcard_id);
  if (cards.length === 0 && subcards.length === 0 && footer.sponsor.length === 0) return null;
  return (
    <section
      className={`${styles.prefooter} ${styles.sectionTheme[section]}`}
      aria-labelledby="prefooter-title"
    >
      <div className={styles.prefooterInner}>
        <h2 id="prefooter-title" className={styles.visuallyHidden}>
          {t(
            `nav.${section === 'visita' ? 'visit' : section === 'scuole' ? 'schools' : section === 'press' ? 'trade' : section}`,
          )}
        </h2>
        {cards.length > 0 ? (
          <ul className={`${styles.cardsGrid} ${cards.length === 3 ? styles.cardsVertical : ''}`}>
            {cards.map((card) => (
              <li key={card.id}>
                {card.cover ? (
                  <Image image={card.cover} host={host} alt="" width={400} height={260} />
                ) : null}
                <Heading level={3} size="md" tone="inherit">
                  {card.titolo}
                </Heading>
                {card.sottotitolo ? <Text tone="inherit">{card.sottotitolo}</Text> : null}
                {card.tipologia_link === 'cta' && card.cta ? (
                  <SmartLink href={card.cta.url} className={styles.prefooterLink}>
                    {card.cta.etichetta ?? card.titolo}
                  </SmartLink>
                ) : null}
                {card.tipologia_link === 'social' && card.social ? (
                  <ul className={styles.navList}>
                    {card.social.map((s) => (
                      <li key={s.link}>
                        <a href={s.link} className={styles.prefooterLink} rel="noopener noreferrer">
                          {socialIcons.has(s.icon) ? (
                            <Icon name={s.icon as IconName} label={s.icon} />
                          ) : (
                            s.icon
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {subcards.length > 0 ? (
          <ul className={styles.logos}>
            {subcards.map((sub) => {
              const href =
                sub.tipologia === 'link_interno' ? sub.link_interno?.url : sub.link_esterno;
              const logo = sub.logo ? (
                <Image
                  image={sub.logo}
                  host={host}
                  alt={sub.logo.title ?? ''}
                  width={160}
                  mobileWidth={logoMobileWidth(160)}
                />
              ) : null;
              return (
                <li key={sub.id}>
                  {href ? <SmartLink href={href}>{logo ?? href}</SmartLink> : logo}
                </li>
              );
            })}
          </ul>
        ) : null}
        {footer.sponsor.length > 0 ? (
          <div>
            <Heading level={3} size="sm" tone="inherit">
              {footer.sponsor_titolo ?? t('footer.partners')}
            </Heading>
            <ul className={styles.logos}>
              {footer.sponsor.map((s) => {
                const logo = s.logo ? (
                  <Image
                    image={s.logo}
                    host={host}
                    alt={s.nome ?? ''}
                    width={140}
                    mobileWidth={logoMobileWidth(140)}
                  />
                ) : (
                  (s.nome ?? '')
                );
                return (
                  <li key={s.id}>
                    {s.link ? (
                      <a href={s.link} rel="noopener noreferrer">
                        {logo}
                      </a>
                    ) : (
                      logo
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Pre-footer of the section, four link columns, cookie link, logos, end text and social icons. */
export function SiteFooter({
  footer,
  section,
  host,
}: {
  footer: Footer | null;
  section: Section;
  host: string;
}) {
  const { t } = useTranslation();
  const reopen = useConsent((s) => s.reopen);
  const columns = footer
    ? [footer.colonna_1, footer.colonna_2, footer.colonna_3, footer.colonna_4]
    : [];
  return (
    <>
      {footer ? <PreFooter footer={footer} section={section} host={host} /> : null}
      <footer className={`${styles.footer} ${belowFold}`}>
        <div className={styles.footerInner}>
          <h2 className={styles.visuallyHidden}>{t('footer.label')}</h2>
          <div className={styles.columns}>
            {columns.map((items, index) => (
              <ul key={index} className={styles.footerList}>
                {items.map((item, i) => (
                  <li key={i}>
                    <ColumnItem item={item} />
                  </li>
                ))}
                {index === 3 ? (
                  <li>
                    <button
                      type="button"
                      className={styles.footerLink}
                      onClick={reopen}
                      data-consent-reopen=""
                    >
                      {t('footer.cookies')}
                    </button>
                  </li>
                ) : null}
              </ul>
            ))}
            {columns.length === 0 ? (
              <ul className={styles.footerList}>
                <li>
                  <button
                    type="button"
                    className={styles.footerLink}
                    onClick={reopen}
                    data-consent-reopen=""
                  >
                    {t('footer.cookies')}
                  </button>
                </li>
              </ul>
            ) : null}
            {footer && footer.colonna_5.length > 0 ? (
              <ul className={styles.footerList} aria-label={t('footer.logos')}>
                {footer.colonna_5.map((logo, i) => {
                  const width = logo.larghezza_in_footer ?? 120;
                  const img = logo.logo ? (
                    <Image
                      image={logo.logo}
                      host={host}
                      alt={logo.logo.title ?? ''}
                      width={width}
                      mobileWidth={logoMobileWidth(width)}
                    />
                  ) : null;
                  return (
                    <li key={i}>
                      {logo.link ? (
                        <a href={logo.link} rel="noopener noreferrer">
                          {img}
                        </a>
                      ) : (
                        img
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          {footer?.fine_pagina ? (
            <div
              className={styles.endText}
              dangerouslySetInnerHTML={{ __html: footer.fine_pagina }}
            />
          ) : null}
          {footer && footer.social.length > 0 ? (
            <ul className={styles.logos} aria-label={t('footer.social')}>
              {footer.social.map((s) => (
                <li key={s.link}>
                  <a href={s.link} className={styles.footerLink} rel="noopener noreferrer">
                    {socialIcons.has(s.icon) ? (
                      <Icon name={s.icon as IconName} label={s.icon} size="md" />
                    ) : (
                      s.icon
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </footer>
    </>
  );
}
