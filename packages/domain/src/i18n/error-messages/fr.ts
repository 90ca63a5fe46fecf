import type { ErrorMessages } from '../error-codes.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in French. */
export const fr: ErrorMessages = {
  GENERIC: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  INVALID_INPUT: 'Les informations envoyées ne sont pas valides.',
  OFFER_UNAVAILABLE: "Cette offre n'est plus disponible",
  SOLD_OUT: "Il n'y a plus assez de places pour cette date.",
  BUSY: 'Beaucoup de visiteurs réservent en ce moment. Veuillez réessayer dans un instant.',
  RATE_LIMITED:
    'Trop de demandes venant de votre connexion. Veuillez patienter quelques minutes avant de réessayer.',
  TOO_MANY_PLACES: 'Une commande ne peut pas réserver autant de places pour une même date.',
  ORDER_NOT_FOUND: 'Commande introuvable.',
  SELECTION_EXPIRED: 'Votre sélection a expiré. Veuillez recommencer votre réservation.',
  BASKET_INVALID: "Le contenu de votre panier n'est pas valide !",
  ORDER_ALREADY_PAID: 'Cette commande est déjà payée.',
  PAYMENT_FAILED: 'Le paiement a échoué, veuillez réessayer',
  PAYMENT_NOT_COMPLETED:
    "Le paiement de cette commande n'est pas encore confirmé. Patientez un instant puis actualisez la page.",
  ORDER_REFUNDED:
    "Votre commande n'a pas pu être confirmée : les places n'étaient plus disponibles. Votre paiement a été remboursé.",
  COUPON_NOT_VALID: "Le code promo n'est plus valide",
  COUPON_ALREADY_APPLIED: 'Le code promo est déjà appliqué',
  COUPON_NOT_COMBINABLE: "Ce code de réduction n'est pas valide.",
  COUPON_NOT_APPLICABLE: "Le code promo n'est applicable sur aucun des produit de votre panier",
};
