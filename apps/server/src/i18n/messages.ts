import type { Language } from '@sesame/domain/i18n/language';

/**
 * Server-side messages for expected failures, keyed by stable code. The web app has the same
 * codes under `errors.*` in its catalogues; these are for API callers and the sandbox pages.
 */
const messages = {
  GENERIC: {
    fr: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    en: 'An error has occurred. Please try again later.',
    es: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  },
  INVALID_INPUT: {
    fr: 'Les informations envoyées ne sont pas valides.',
    en: 'The information sent is not valid.',
    es: 'La información enviada no es válida.',
  },
  OFFER_UNAVAILABLE: {
    fr: "Cette offre n'est plus disponible",
    en: 'This offer is no longer available',
    es: 'Esta oferta ya no está disponible',
  },
  SOLD_OUT: {
    fr: "Il n'y a plus assez de places pour cette date.",
    en: 'There are not enough places left for this date.',
    es: 'No quedan suficientes plazas para esta fecha.',
  },
  BUSY: {
    fr: 'Beaucoup de visiteurs réservent en ce moment. Veuillez réessayer dans un instant.',
    en: 'Many visitors are booking right now. Please try again in a moment.',
    es: 'Muchos visitantes están reservando ahora mismo. Inténtelo de nuevo en un momento.',
  },
  RATE_LIMITED: {
    fr: 'Trop de demandes venant de votre connexion. Veuillez patienter quelques minutes avant de réessayer.',
    en: 'Too many requests from your connection. Please wait a few minutes before trying again.',
    es: 'Demasiadas solicitudes desde su conexión. Espere unos minutos antes de volver a intentarlo.',
  },
  TOO_MANY_PLACES: {
    fr: 'Une commande ne peut pas réserver autant de places pour une même date.',
    en: 'One order cannot hold that many places for the same date.',
    es: 'Un pedido no puede reservar tantas plazas para una misma fecha.',
  },
  ORDER_NOT_FOUND: {
    fr: 'Commande introuvable.',
    en: 'Order not found.',
    es: 'Pedido no encontrado.',
  },
  SELECTION_EXPIRED: {
    fr: 'Votre sélection a expiré. Veuillez recommencer votre réservation.',
    en: 'Your selection has expired. Please start your booking again.',
    es: 'Su selección ha caducado. Vuelva a empezar su reserva.',
  },
  BASKET_INVALID: {
    fr: "Le contenu de votre panier n'est pas valide !",
    en: 'The content of your cart is invalid!',
    es: '¡El contenido de su cesta no es válido!',
  },
  ORDER_ALREADY_PAID: {
    fr: 'Cette commande est déjà payée.',
    en: 'This order has already been paid.',
    es: 'Este pedido ya está pagado.',
  },
  PAYMENT_FAILED: {
    fr: 'Le paiement a échoué, veuillez réessayer',
    en: 'Payment failed, please try again',
    es: 'El pago ha fallado, inténtelo de nuevo',
  },
  PAYMENT_NOT_COMPLETED: {
    fr: "Le paiement de cette commande n'est pas encore confirmé.",
    en: 'The payment of this order is not confirmed yet.',
    es: 'El pago de este pedido aún no está confirmado.',
  },
  ORDER_REFUNDED: {
    fr: "Votre commande n'a pas pu être confirmée : les places n'étaient plus disponibles. Votre paiement a été remboursé.",
    en: 'Your order could not be confirmed: the places were no longer available. Your payment has been refunded.',
    es: 'Su pedido no ha podido confirmarse: las plazas ya no estaban disponibles. Se le ha reembolsado el pago.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, language: Language): string {
  return messages[code][language];
}

/** Every code with a message: the `ErrorCode` enum of the contract lists the same. */
export const messageCodes = Object.keys(messages) as MessageCode[];
