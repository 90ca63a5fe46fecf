import type { ErrorMessages } from '../error-codes.ts';
import { GENERIC_ERROR } from '../generic-error.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in French. */
export const fr: ErrorMessages = {
  GENERIC: GENERIC_ERROR.fr,
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
  POSTAL_ADDRESS_REQUIRED: 'Indiquez l’adresse en France où envoyer vos billets.',
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
  UNAUTHENTICATED: 'Votre session a pris fin. Veuillez vous reconnecter.',
  INVALID_CREDENTIALS: "L'adresse e-mail ou le mot de passe est incorrect.",
  ACCOUNT_NOT_ACTIVATED:
    "Votre compte n'est pas encore activé : suivez le lien de l'e-mail d'activation, ou demandez-en un nouveau.",
  ACCOUNT_EXISTS:
    'Un compte existe déjà pour cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe.',
  LINK_INVALID: "Ce lien n'est plus valable : il a expiré ou a déjà servi. Demandez-en un nouveau.",
  WRONG_PASSWORD: 'Le mot de passe ne correspond pas à ce compte.',
  PASSWORD_RULES:
    'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial.',
  ACTIVATION_EMAIL_FAILED: "Erreur lors de l'envoi de l'e-mail, contactez nos équipes.",
  FAMILY_CARD_INVALID:
    "Votre carte famille nombreuse n'est pas valide : vérifiez son numéro et sa date de fin de validité.",
  ORDER_READ_ONLY:
    'Cette commande a été modifiée par nos équipes et ne peut plus être modifiée en ligne. Veuillez contacter nos équipes d’assistance.',
  VISIT_OVER: 'Cette visite est passée : il n’est plus possible d’y ajouter des extras.',
  ALREADY_BOOKED: 'Cet extra est déjà réservé pour votre visite.',
  DATE_CHANGE_NOT_FLEXIBLE:
    'Seuls les billets achetés avec le tarif flexible peuvent changer de date.',
  DATE_CHANGE_CLOSED:
    'La date d’une visite peut être changée jusqu’à 72 heures avant ; cette visite est trop proche.',
  DATE_CHANGE_SAME_DAY: 'Votre visite est déjà à cette date : choisissez-en une autre.',
  DATE_CHANGE_DAY_INVALID:
    'Votre visite ne peut pas être déplacée à cette date : ce jour est dans moins de 72 heures, ou vos billets (ou une prestation réservée avec eux) ne sont pas en vente pour ce jour. Votre réservation n’a pas changé.',
  DATE_CHANGE_SHOW_FULL:
    'Vos places pour le spectacle nocturne ne peuvent pas être déplacées à cette date : il ne reste pas assez de places de votre catégorie pour le spectacle de ce jour. Votre réservation n’a pas changé.',
  DATE_CHANGE_PASS_UNAVAILABLE:
    'Les pass de votre visite ne peuvent pas être déplacés à cette date : il n’en reste pas assez pour ce jour, ou ils n’y sont pas vendus. Votre réservation n’a pas changé.',
  DATE_CHANGE_ACTIVITY_UNAVAILABLE:
    'Le créneau d’activité réservé pour votre visite ne peut pas être déplacé à cette date : ce même créneau est complet ou n’est pas proposé ce jour-là. Votre réservation n’a pas changé.',
  DATE_CHANGE_ROOM_UNAVAILABLE:
    'Les chambres de votre séjour ne peuvent pas être déplacées aux nouvelles nuits : l’hôtel n’a plus assez de chambres de ce type pour ces nuits, ou n’est pas ouvert. Votre réservation n’a pas changé.',
  DATE_CHANGE_MEAL_NOT_SERVED:
    'Un repas réservé pour votre visite ne peut pas être déplacé à cette date : son restaurant ne sert pas ce repas à la même heure ce jour-là. Votre réservation n’a pas changé.',
  DATE_CHANGE_MEAL_FULL:
    'Un repas réservé pour votre visite ne peut pas être déplacé à cette date : son service (même restaurant, même heure) est complet ce jour-là. Votre réservation n’a pas changé.',
  DATE_CHANGE_MEAL_CLOSED:
    'Un repas réservé pour votre visite ne peut pas être déplacé à cette date : les restaurants ne peuvent plus être réservés en ligne pour ce jour (la réservation ferme 3 jours avant). Votre réservation n’a pas changé.',
  RENEWAL_LIMIT:
    'Votre sélection a déjà été prolongée le nombre maximum de fois. Finalisez votre commande avant la fin du délai.',
  ACCOMMODATION_NOT_INCLUDED:
    'Cette offre ne donne pas accès aux hôtels du parc : choisissez une visite de plusieurs jours ou un séjour.',
  DISTRIBUTION_INVALID: "La répartition des chambres n'est pas valide.",
  STAY_NOT_IN_VISIT:
    'Un séjour ajouté à votre visite commence le premier jour de la visite et en couvre les nuits : choisissez à nouveau l’hôtel aux dates de votre visite.',
  RESTAURANT_BOOKING_CLOSED:
    'Les restaurants ne peuvent plus être réservés en ligne pour cette date (la réservation ferme 3 jours avant la visite). Vous pourrez vous restaurer sur place.',
  MENUS_UNAVAILABLE: "Le nombre de menus demandé n'est plus disponible",
  TOO_MANY_MENUS:
    'Il y a plus de menus que de visiteurs pour ce repas. Choisissez au plus un menu par visiteur (les bébés mangent gratuitement).',
  RESTAURANT_LINE_INVALID:
    'Ce repas ne correspond plus au restaurant : choisissez de nouveau le service et les menus.',
  INVITATION_NAME_INVALID:
    'Le nom et le prénom ne peuvent contenir que des lettres, des espaces et des tirets.',
  INVITATION_EMAIL_INVALID: 'E-mail invalide',
  ROOM_NOT_FOUND: 'Cette chambre ne fait pas partie de votre séjour.',
  ROOM_FULL: 'Cette chambre accueille déjà toutes les personnes pour qui elle a été réservée.',
  NO_TRAVELLER_LEFT: 'Tous les voyageurs de cet âge de votre réservation sont déjà invités.',
  PAYMENT_REQUIRED: 'Cette commande a un montant à payer : réglez-la par carte.',
};
