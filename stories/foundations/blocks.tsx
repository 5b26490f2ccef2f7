// Doc-only blocks of the Foundations pages: they read each theme's tokens and render them
// inside that theme's class, so every page shows citta and regione side by side.
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio, themes, vars } from '@city/tokens';
import type { ThemeDescriptor, Tokens } from '@city/tokens';

const allThemes = Object.values(themes);

const cell: CSSProperties = { padding: '0.5rem', textAlign: 'start', verticalAlign: 'top' };
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

function ThemeSection({ theme, children }: { theme: ThemeDescriptor; children: ReactNode }) {
  return (
    <section
      className={theme.className}
      aria-label={theme.name}
      style={{
        background: vars.color.surface.page,
        color: vars.color.text.primary,
        fontFamily: vars.font.body,
        padding: vars.space.lg,
        marginBlock: vars.space.lg,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.lg,
      }}
    >
      <h3 style={{ fontFamily: vars.font.heading, marginTop: 0 }}>{theme.name}</h3>
      {children}
    </section>
  );
}

/** Renders one block per theme. */
export function EachTheme({ children }: { children: (theme: ThemeDescriptor) => ReactNode }) {
  return (
    <>
      {allThemes.map((theme) => (
        <ThemeSection key={theme.id} theme={theme}>
          {children(theme)}
        </ThemeSection>
      ))}
    </>
  );
}

const intents = ['brand', 'accent', 'critical', 'positive', 'caution', 'info', 'neutral'] as const;

function ratio(foreground: string, background: string) {
  try {
    return `${contrastRatio(foreground, background).toFixed(2)}:1`;
  } catch {
    return 'n/a';
  }
}

function Swatch({
  name,
  background,
  foreground,
}: {
  name: string;
  background: string;
  foreground: string;
}) {
  return (
    <div
      style={{
        background,
        color: foreground,
        padding: '0.75rem',
        minWidth: '9rem',
        borderRadius: '4px',
        border: '1px solid rgba(0, 0, 0, 0.12)',
      }}
    >
      <div style={{ fontWeight: 700 }}>{name}</div>
      <div style={code}>{background}</div>
      <div style={code}>{ratio(foreground, background)}</div>
    </div>
  );
}

/** Intent colours (base/hover/active with their text, soft with its text), with contrast ratios. */
export function ColorPalette() {
  return (
    <EachTheme>
      {({ tokens }) => (
        <>
          {intents.map((intent) => {
            const set = tokens.color[intent];
            return (
              <div key={intent} style={{ marginBlockEnd: '1rem' }}>
                <h4 style={{ marginBlock: '0.5rem' }}>{intent}</h4>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                  <Swatch name="base" background={set.base} foreground={set.onBase} />
                  <Swatch name="hover" background={set.hover} foreground={set.onBase} />
                  <Swatch name="active" background={set.active} foreground={set.onBase} />
                  <Swatch name="soft" background={set.soft} foreground={set.onSoft} />
                </div>
              </div>
            );
          })}
        </>
      )}
    </EachTheme>
  );
}

/** Surfaces, text colours, borders and pre-footer sections. */
export function SurfacePalette() {
  return (
    <EachTheme>
      {({ tokens }) => {
        const { surface, text, border, section } = tokens.color;
        return (
          <>
            <h4>Surfaces and text</h4>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              <Swatch name="page / primary" background={surface.page} foreground={text.primary} />
              <Swatch
                name="page / secondary"
                background={surface.page}
                foreground={text.secondary}
              />
              <Swatch name="page / link" background={surface.page} foreground={text.link} />
              <Swatch
                name="raised / primary"
                background={surface.raised}
                foreground={text.primary}
              />
              <Swatch
                name="sunken / primary"
                background={surface.sunken}
                foreground={text.primary}
              />
              <Swatch
                name="inverse / inverse"
                background={surface.inverse}
                foreground={text.inverse}
              />
            </div>
            <h4>Borders</h4>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              {(['subtle', 'strong', 'focus'] as const).map((name) => (
                <div
                  key={name}
                  style={{
                    padding: '0.75rem',
                    minWidth: '9rem',
                    border: `3px solid ${border[name]}`,
                  }}
                >
                  <div style={{ fontWeight: 700 }}>{name}</div>
                  <div style={code}>{border[name]}</div>
                  <div style={code}>{ratio(border[name], surface.page)}</div>
                </div>
              ))}
            </div>
            <h4>Pre-footer sections</h4>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              {Object.entries(section).map(([name, pair]) => (
                <Swatch
                  key={name}
                  name={name}
                  background={pair.background}
                  foreground={pair.foreground}
                />
              ))}
            </div>
          </>
        );
      }}
    </EachTheme>
  );
}

const sample = 'Eventi, mostre e visite guidate in città — Événements à Turin';

/** Font families and the type scale of each theme. */
export function TypeScale() {
  return (
    <EachTheme>
      {({ tokens }) => (
        <>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Families</caption>
            <thead>
              <tr>
                <th style={cell} scope="col">
                  Role
                </th>
                <th style={cell} scope="col">
                  Sample
                </th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(tokens.font) as (keyof Tokens['font'])[]).map((role) => (
                <tr key={role}>
                  <th style={cell} scope="row">
                    {role}
                    <div style={code}>{tokens.font[role].split(',')[0]}</div>
                  </th>
                  <td style={{ ...cell, fontFamily: tokens.font[role], fontSize: '1.25rem' }}>
                    {sample}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ borderCollapse: 'collapse', width: '100%', marginBlockStart: '1rem' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Scale</caption>
            <thead>
              <tr>
                <th style={cell} scope="col">
                  Step
                </th>
                <th style={cell} scope="col">
                  Size / line height
                </th>
                <th style={cell} scope="col">
                  Sample
                </th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(tokens.fontSize) as (keyof Tokens['fontSize'])[]).map((step) => (
                <tr key={step}>
                  <th style={cell} scope="row">
                    {step}
                  </th>
                  <td style={{ ...cell, ...code }}>
                    {tokens.fontSize[step]} / {tokens.lineHeight[step]}
                  </td>
                  <td
                    style={{
                      ...cell,
                      fontFamily:
                        step === 'display' || step === 'xxl' || step === 'xl'
                          ? vars.font.heading
                          : vars.font.body,
                      fontSize: tokens.fontSize[step],
                      lineHeight: tokens.lineHeight[step],
                    }}
                  >
                    Museo Egizio
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p style={code}>
            Weights: regular {tokens.fontWeight.regular}, medium {tokens.fontWeight.medium}, bold{' '}
            {tokens.fontWeight.bold}
          </p>
        </>
      )}
    </EachTheme>
  );
}

/** The spacing scale (shared by the themes) and the layout sizes. */
export function SpacingScale() {
  return (
    <EachTheme>
      {({ tokens }) => (
        <>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Space</caption>
            <tbody>
              {(Object.keys(tokens.space) as (keyof Tokens['space'])[]).map((step) => (
                <tr key={step}>
                  <th style={cell} scope="row">
                    {step}
                  </th>
                  <td style={{ ...cell, ...code }}>
                    {tokens.space[step]}
                    <div
                      style={{
                        width: tokens.space[step],
                        height: '1rem',
                        background: vars.color.brand.base,
                      }}
                      aria-hidden="true"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ borderCollapse: 'collapse', width: '100%', marginBlockStart: '1rem' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Sizes</caption>
            <tbody>
              {(Object.keys(tokens.size) as (keyof Tokens['size'])[]).map((name) => (
                <tr key={name}>
                  <th style={cell} scope="row">
                    {name}
                  </th>
                  <td style={{ ...cell, ...code }}>{tokens.size[name]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </EachTheme>
  );
}

/** Corner radii, border widths, shadows, motion and layers. */
export function Effects() {
  return (
    <EachTheme>
      {({ tokens }) => (
        <>
          <h4>Radii</h4>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
            {(Object.keys(tokens.radius) as (keyof Tokens['radius'])[]).map((name) => (
              <div
                key={name}
                style={{
                  width: '7rem',
                  height: '4rem',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: tokens.radius[name],
                  background: vars.color.brand.soft,
                  color: vars.color.brand.onSoft,
                  border: `${tokens.borderWidth.thin} solid ${vars.color.border.strong}`,
                }}
              >
                <span>
                  {name} <span style={code}>{tokens.radius[name]}</span>
                </span>
              </div>
            ))}
          </div>
          <h4>Shadows</h4>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
            {(Object.keys(tokens.shadow) as (keyof Tokens['shadow'])[]).map((name) => (
              <div
                key={name}
                style={{
                  width: '7rem',
                  height: '4rem',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: vars.radius.md,
                  background: vars.color.surface.raised,
                  boxShadow: tokens.shadow[name],
                }}
              >
                {name}
              </div>
            ))}
          </div>
          <h4>Border widths</h4>
          <p style={code}>
            thin {tokens.borderWidth.thin}, thick {tokens.borderWidth.thick}, focus ring{' '}
            {tokens.borderWidth.focus}
          </p>
          <table style={{ borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Motion</caption>
            <tbody>
              {(Object.keys(tokens.motion) as (keyof Tokens['motion'])[]).map((name) => (
                <tr key={name}>
                  <th style={cell} scope="row">
                    {name}
                  </th>
                  <td style={{ ...cell, ...code }}>{tokens.motion[name]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ borderCollapse: 'collapse', marginBlockStart: '1rem' }}>
            <caption style={{ textAlign: 'start', fontWeight: 700 }}>Layers (z-index)</caption>
            <tbody>
              {(Object.keys(tokens.zIndex) as (keyof Tokens['zIndex'])[]).map((name) => (
                <tr key={name}>
                  <th style={cell} scope="row">
                    {name}
                  </th>
                  <td style={{ ...cell, ...code }}>{tokens.zIndex[name]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </EachTheme>
  );
}
