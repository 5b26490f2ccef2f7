// What each e-mail says, in it/en/fr, as blocks of the template system (templates.ts).
import type { Locale, Mail } from './templates';

export interface OrderFacts {
  numero: string;
  url: string;
  lines: Array<{ name: string; quantita: number; totale: string }>;
  totale: string;
  tickets: number;
}

const w = {
  it: {
    order: 'Ordine',
    total: 'Totale',
    open: 'Vedi l’ordine e i biglietti',
    openOrder: 'Vedi l’ordine',
  },
  en: {
    order: 'Order',
    total: 'Total',
    open: 'See the order and tickets',
    openOrder: 'See the order',
  },
  fr: {
    order: 'Commande',
    total: 'Total',
    open: 'Voir la commande et les billets',
    openOrder: 'Voir la commande',
  },
};

const rows = (l: Locale, f: OrderFacts): Array<[string, string]> => [
  [w[l].order, f.numero],
  ...f.lines.map((x): [string, string] => [`${x.name} × ${x.quantita}`, x.totale]),
  [w[l].total, f.totale],
];

export function confirmation(l: Locale, f: OrderFacts): Mail {
  const t = {
    it: {
      subject: `Ordine ${f.numero} confermato`,
      heading: 'Grazie, il pagamento è confermato',
      body:
        f.tickets > 0
          ? `In allegato trovi i biglietti in PDF (${f.tickets}): mostra il codice QR di ciascuno all’ingresso. Puoi vederli anche sul sito.`
          : 'Il tuo ordine è confermato. Trovi i dettagli anche sul sito.',
      note: 'Ogni biglietto vale per un solo ingresso: non condividere il codice QR.',
    },
    en: {
      subject: `Order ${f.numero} confirmed`,
      heading: 'Thank you, your payment is confirmed',
      body:
        f.tickets > 0
          ? `Your tickets are attached as a PDF (${f.tickets}): show each one’s QR code at the entrance. You can also see them on the site.`
          : 'Your order is confirmed. You can also see its details on the site.',
      note: 'Each ticket admits once: do not share its QR code.',
    },
    fr: {
      subject: `Commande ${f.numero} confirmée`,
      heading: 'Merci, votre paiement est confirmé',
      body:
        f.tickets > 0
          ? `Vos billets sont joints en PDF (${f.tickets}) : présentez le code QR de chacun à l’entrée. Vous pouvez aussi les voir sur le site.`
          : 'Votre commande est confirmée. Vous en trouverez aussi le détail sur le site.',
      note: 'Chaque billet est valable pour une seule entrée : ne partagez pas son code QR.',
    },
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'details', rows: rows(l, f) },
      { kind: 'button', label: w[l].open, url: f.url },
      { kind: 'note', text: t.note },
    ],
  };
}

export function failed(l: Locale, f: OrderFacts, expired: boolean): Mail {
  const t = {
    it: expired
      ? {
          subject: `Ordine ${f.numero}: tempo per il pagamento scaduto`,
          heading: 'Il tempo per pagare è scaduto',
          body: 'Non abbiamo ricevuto il pagamento in tempo: l’ordine è annullato, i posti sono tornati disponibili e non ti è stato addebitato nulla. Puoi acquistare di nuovo dal sito.',
        }
      : {
          subject: `Ordine ${f.numero}: pagamento non riuscito`,
          heading: 'Il pagamento non è riuscito',
          body: 'Il pagamento è stato rifiutato e non ti è stato addebitato nulla. Il carrello è ancora lì: puoi riprovare dal sito.',
        },
    en: expired
      ? {
          subject: `Order ${f.numero}: the time to pay has run out`,
          heading: 'The time to pay has run out',
          body: 'We did not receive the payment in time: the order is cancelled, its places are available again and you were not charged. You can buy again on the site.',
        }
      : {
          subject: `Order ${f.numero}: payment failed`,
          heading: 'The payment did not go through',
          body: 'The payment was declined and you were not charged. Your cart is still there: you can try again on the site.',
        },
    fr: expired
      ? {
          subject: `Commande ${f.numero} : délai de paiement dépassé`,
          heading: 'Le délai de paiement est dépassé',
          body: 'Nous n’avons pas reçu le paiement à temps : la commande est annulée, les places sont de nouveau disponibles et rien ne vous a été débité. Vous pouvez acheter de nouveau sur le site.',
        }
      : {
          subject: `Commande ${f.numero} : paiement refusé`,
          heading: 'Le paiement n’a pas abouti',
          body: 'Le paiement a été refusé et rien ne vous a été débité. Votre panier est toujours là : vous pouvez réessayer sur le site.',
        },
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'details', rows: rows(l, f) },
      { kind: 'button', label: w[l].openOrder, url: f.url },
    ],
  };
}

export function cancelled(
  l: Locale,
  f: OrderFacts,
  refund: { money: string | null; gift: string | null; whole: boolean },
): Mail {
  const t = {
    it: {
      subject: refund.whole
        ? `Ordine ${f.numero} annullato`
        : `Ordine ${f.numero}: parte annullata`,
      heading: refund.whole
        ? 'Il tuo ordine è stato annullato'
        : 'Una parte del tuo ordine è stata annullata',
      body: 'I biglietti annullati non sono più validi.',
      money: (a: string) => `Rimborso sul metodo di pagamento: ${a}.`,
      gift: (a: string) => `Importo restituito sulla carta regalo: ${a}.`,
    },
    en: {
      subject: refund.whole ? `Order ${f.numero} cancelled` : `Order ${f.numero}: part cancelled`,
      heading: refund.whole ? 'Your order was cancelled' : 'Part of your order was cancelled',
      body: 'The cancelled tickets are no longer valid.',
      money: (a: string) => `Refund to your payment method: ${a}.`,
      gift: (a: string) => `Amount given back to the gift card: ${a}.`,
    },
    fr: {
      subject: refund.whole
        ? `Commande ${f.numero} annulée`
        : `Commande ${f.numero} : partie annulée`,
      heading: refund.whole
        ? 'Votre commande a été annulée'
        : 'Une partie de votre commande a été annulée',
      body: 'Les billets annulés ne sont plus valables.',
      money: (a: string) => `Remboursement sur votre moyen de paiement : ${a}.`,
      gift: (a: string) => `Montant rendu sur la carte cadeau : ${a}.`,
    },
  }[l];
  const blocks: Mail['blocks'] = [
    { kind: 'heading', text: t.heading },
    { kind: 'paragraph', text: t.body },
  ];
  if (refund.money) blocks.push({ kind: 'paragraph', text: t.money(refund.money) });
  if (refund.gift) blocks.push({ kind: 'paragraph', text: t.gift(refund.gift) });
  blocks.push({ kind: 'details', rows: rows(l, f) });
  blocks.push({ kind: 'button', label: w[l].openOrder, url: f.url });
  return { subject: t.subject, preview: t.heading, blocks };
}

export function giftCard(
  l: Locale,
  g: { codice: string; importo: string; from: string | null; url: string },
): Mail {
  const t = {
    it: {
      subject: 'Hai ricevuto una carta regalo',
      heading: 'Una carta regalo per te',
      body: `${g.from ? `${g.from} ti ha regalato` : 'Hai ricevuto in regalo'} una carta da ${g.importo} da usare per biglietti, visite ed esperienze a Torino.`,
      code: 'Codice della carta',
      howto: 'Inserisci il codice al momento del pagamento.',
      cta: 'Scopri cosa fare',
    },
    en: {
      subject: 'You have received a gift card',
      heading: 'A gift card for you',
      body: `${g.from ? `${g.from} has given you` : 'You have been given'} a ${g.importo} card for tickets, tours and experiences in Turin.`,
      code: 'Card code',
      howto: 'Enter the code when you pay.',
      cta: 'See what to do',
    },
    fr: {
      subject: 'Vous avez reçu une carte cadeau',
      heading: 'Une carte cadeau pour vous',
      body: `${g.from ? `${g.from} vous offre` : 'On vous offre'} une carte de ${g.importo} pour des billets, visites et expériences à Turin.`,
      code: 'Code de la carte',
      howto: 'Saisissez le code au moment de payer.',
      cta: 'Découvrir que faire',
    },
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'details', rows: [[t.code, g.codice]] },
      { kind: 'paragraph', text: t.howto },
      { kind: 'button', label: t.cta, url: g.url },
    ],
  };
}

export function applicationDecided(
  l: Locale,
  a: { approved: boolean; name: string; url: string },
): Mail {
  const t = {
    it: a.approved
      ? {
          subject: 'La tua candidatura come operatore è stata approvata',
          heading: 'Candidatura approvata',
          body: `La candidatura di ${a.name} è stata approvata: dalla tua area riservata puoi ora pubblicare le tue proposte.`,
        }
      : {
          subject: 'La tua candidatura come operatore non è stata accolta',
          heading: 'Candidatura non accolta',
          body: `La candidatura di ${a.name} non è stata accolta. Per chiarimenti rispondi a questa e-mail.`,
        },
    en: a.approved
      ? {
          subject: 'Your operator application was approved',
          heading: 'Application approved',
          body: `The application of ${a.name} was approved: you can now publish your offers from your private area.`,
        }
      : {
          subject: 'Your operator application was not accepted',
          heading: 'Application not accepted',
          body: `The application of ${a.name} was not accepted. Reply to this e-mail for details.`,
        },
    fr: a.approved
      ? {
          subject: 'Votre candidature d’opérateur a été acceptée',
          heading: 'Candidature acceptée',
          body: `La candidature de ${a.name} a été acceptée : vous pouvez maintenant publier vos offres depuis votre espace personnel.`,
        }
      : {
          subject: 'Votre candidature d’opérateur n’a pas été retenue',
          heading: 'Candidature non retenue',
          body: `La candidature de ${a.name} n’a pas été retenue. Répondez à cet e-mail pour plus de détails.`,
        },
  }[l];
  const cta = {
    it: 'Vai all’area riservata',
    en: 'Go to your private area',
    fr: 'Aller à votre espace',
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'button', label: cta, url: a.url },
    ],
  };
}

export function passwordReset(l: Locale, url: string): Mail {
  const t = {
    it: {
      subject: 'Reimposta la password',
      heading: 'Reimposta la password',
      body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link vale 24 ore.',
      cta: 'Scegli una nuova password',
      note: 'Se non l’hai chiesto tu, ignora questa e-mail: la password resta la stessa.',
    },
    en: {
      subject: 'Reset your password',
      heading: 'Reset your password',
      body: 'We received a request to reset the password of your account. The link is valid for 24 hours.',
      cta: 'Choose a new password',
      note: 'If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      heading: 'Réinitialisez votre mot de passe',
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable 24 heures.',
      cta: 'Choisir un nouveau mot de passe',
      note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
    },
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'button', label: t.cta, url },
      { kind: 'note', text: t.note },
    ],
  };
}

export function invitation(l: Locale, url: string): Mail {
  const t = {
    it: {
      subject: 'Sei stato invitato sul sito della Città',
      heading: 'Un invito per te',
      body: 'Sei stato invitato a creare un account sul sito di turismo ed eventi della Città.',
      cta: 'Accetta l’invito',
      note: 'Se non ti aspettavi questo invito, ignora questa e-mail.',
    },
    en: {
      subject: 'You have been invited to the City’s site',
      heading: 'An invitation for you',
      body: 'You have been invited to create an account on the City’s tourism and events site.',
      cta: 'Accept the invitation',
      note: 'If you did not expect this invitation, ignore this e-mail.',
    },
    fr: {
      subject: 'Vous êtes invité sur le site de la Ville',
      heading: 'Une invitation pour vous',
      body: 'Vous êtes invité à créer un compte sur le site tourisme et événements de la Ville.',
      cta: 'Accepter l’invitation',
      note: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
    },
  }[l];
  return {
    subject: t.subject,
    preview: t.body,
    blocks: [
      { kind: 'heading', text: t.heading },
      { kind: 'paragraph', text: t.body },
      { kind: 'button', label: t.cta, url },
      { kind: 'note', text: t.note },
    ],
  };
}
