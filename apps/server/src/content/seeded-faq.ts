import type { ContentNode } from '@sesame/domain/content/content-query';
import type { Language } from '@sesame/domain/i18n/language';

type Translated<T> = Record<Language, T>;

/** FAQ entries; `faq_code` names the account page they belong to. */
export const FAQ: readonly Translated<ContentNode>[] = [
  faq('MON_COMPTE', 'FAQ_TICKETS', [
    ['Où sont mes billets ?', 'Dans le détail de chaque visite, et dans l’e-mail de confirmation.'],
    ['Where are my tickets?', 'In the detail of each visit, and in the confirmation e-mail.'],
    ['¿Dónde están mis entradas?', 'En el detalle de cada visita y en el correo de confirmación.'],
  ]),
  faq('MON_COMPTE', 'FAQ_ADD_EXTRAS', [
    [
      'Puis-je ajouter une option à ma commande ?',
      'Oui : un pass, un repas ou une place au spectacle, depuis le détail de la visite.',
    ],
    [
      'Can I add an extra to my order?',
      'Yes: a pass, a meal or a show seat, from the visit’s detail.',
    ],
    [
      '¿Puedo añadir un extra a mi pedido?',
      'Sí: un pase, una comida o un asiento para el espectáculo, desde el detalle de la visita.',
    ],
  ]),
  faq('MON_COMPTE', 'FAQ_CHANGE_DATE', [
    [
      'Puis-je changer la date de ma visite ?',
      'Avec le tarif flexible, jusqu’à 72 heures avant la visite, selon les places disponibles.',
    ],
    [
      'Can I change the date of my visit?',
      'With the flexible rate, up to 72 hours before the visit, subject to availability.',
    ],
    [
      '¿Puedo cambiar la fecha de mi visita?',
      'Con la tarifa flexible, hasta 72 horas antes de la visita, según disponibilidad.',
    ],
  ]),
  faq('MON_COMPTE', 'FAQ_INVOICE', [
    ['Où trouver ma facture ?', 'Dans le détail de la commande, sous « Documents ».'],
    ['Where is my invoice?', 'In the order’s detail, under “Documents”.'],
    ['¿Dónde está mi factura?', 'En el detalle del pedido, en «Documentos».'],
  ]),
  faq('MON_COMPTE', 'FAQ_CANCEL', [
    [
      'Comment annuler ma commande ?',
      'Avec l’assurance annulation, déclarez le sinistre auprès de l’assureur ; sinon, les billets datés ne sont pas remboursables.',
    ],
    [
      'How do I cancel my order?',
      'With cancellation insurance, make a claim with the insurer; otherwise dated tickets are not refundable.',
    ],
    [
      '¿Cómo cancelo mi pedido?',
      'Con el seguro de cancelación, declare el siniestro a la aseguradora; si no, las entradas con fecha no son reembolsables.',
    ],
  ]),
  faq('MON_COMPTE', 'FAQ_ACCESSIBILITY', [
    [
      'Le parc est-il accessible ?',
      'Oui : tarifs et accès adaptés pour les visiteurs en situation de handicap et leur accompagnateur.',
    ],
    [
      'Is the park accessible?',
      'Yes: adapted prices and access for disabled visitors and their companion.',
    ],
    [
      '¿Es accesible el parque?',
      'Sí: tarifas y accesos adaptados para los visitantes con discapacidad y su acompañante.',
    ],
  ]),
  faq('MON_COMPTE_PROFIL', 'FAQ_PERSONAL_DATA', [
    [
      'Que faites-vous de mes données ?',
      'Elles servent à vos commandes et, si vous l’acceptez, à nos nouvelles. Vous pouvez supprimer votre compte à tout moment.',
    ],
    [
      'What do you do with my data?',
      'It serves your orders and, if you agree, our news. You can delete your account at any time.',
    ],
    [
      '¿Qué hacen con mis datos?',
      'Sirven para sus pedidos y, si lo acepta, para nuestras novedades. Puede eliminar su cuenta en cualquier momento.',
    ],
  ]),
];

function faq(
  faqCode: string,
  code: string,
  [fr, en, es]: [[string, string], [string, string], [string, string]],
): Translated<ContentNode> {
  const node = ([title, text]: [string, string]): ContentNode => ({
    code,
    title,
    text,
    faq_code: faqCode,
  });
  return { fr: node(fr), en: node(en), es: node(es) };
}
