import type { Language } from '@sesame/domain/i18n/language';
import type { CardError } from './card-check.ts';

export interface SandboxTexts {
  title: string;
  provider: string;
  payTo: string;
  amount: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  name: string;
  pay: string;
  errorSummary: string;
  errors: Record<CardError, string>;
  testCards: string;
  testCardOutcomes: {
    approve: string;
    declined: string;
    insufficientFunds: string;
    challenge: string;
  };
  challengeTitle: string;
  challengeText: string;
  approve: string;
  refuse: string;
  notFoundTitle: string;
  notFoundText: string;
}

/** The sandbox's own pages speak the payment's language, like a processor's hosted form. */
export const SANDBOX_TEXTS: Record<Language, SandboxTexts> = {
  fr: {
    title: 'Paiement sécurisé',
    provider: 'Sandbox Pay · environnement de test',
    payTo: 'Paiement à',
    amount: 'Montant',
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration",
    expiryHint: 'MM/AA',
    cvc: 'Cryptogramme',
    cvcHint: '3 chiffres au dos de la carte',
    name: 'Nom du titulaire',
    pay: 'Payer',
    errorSummary: 'Veuillez corriger les champs suivants :',
    errors: {
      required: 'Ce champ est obligatoire',
      cardNumberInvalid: "Ce numéro de carte n'est pas valide.",
      cardNumberUnknown: "Cette carte n'est pas une carte de test du bac à sable.",
      expiryInvalid: "La date d'expiration doit être au format MM/AA.",
      expiryPast: 'Cette carte est expirée.',
      cvcInvalid: 'Le cryptogramme compte 3 ou 4 chiffres.',
      nameTooLong: 'Le nom ne peut pas dépasser 50 caractères.',
    },
    testCards: 'Cartes de test',
    testCardOutcomes: {
      approve: 'paiement accepté',
      declined: 'paiement refusé',
      insufficientFunds: 'fonds insuffisants',
      challenge: 'authentification 3-D Secure',
    },
    challengeTitle: 'Authentification 3-D Secure',
    challengeText: 'Votre banque vous demande de confirmer ce paiement.',
    approve: 'Confirmer le paiement',
    refuse: 'Refuser',
    notFoundTitle: 'Paiement introuvable',
    notFoundText: "Ce lien de paiement n'est pas valide. Revenez sur le site du marchand.",
  },
  en: {
    title: 'Secure payment',
    provider: 'Sandbox Pay · test environment',
    payTo: 'Pay to',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvc: 'Security code',
    cvcHint: '3 digits on the back of the card',
    name: 'Cardholder name',
    pay: 'Pay',
    errorSummary: 'Please correct the following fields:',
    errors: {
      required: 'This field is required',
      cardNumberInvalid: 'This card number is not valid.',
      cardNumberUnknown: 'This card is not a sandbox test card.',
      expiryInvalid: 'The expiry date must be in the MM/YY format.',
      expiryPast: 'This card has expired.',
      cvcInvalid: 'The security code has 3 or 4 digits.',
      nameTooLong: 'The name cannot be longer than 50 characters.',
    },
    testCards: 'Test cards',
    testCardOutcomes: {
      approve: 'payment accepted',
      declined: 'payment declined',
      insufficientFunds: 'insufficient funds',
      challenge: '3-D Secure authentication',
    },
    challengeTitle: '3-D Secure authentication',
    challengeText: 'Your bank asks you to confirm this payment.',
    approve: 'Approve the payment',
    refuse: 'Refuse',
    notFoundTitle: 'Payment not found',
    notFoundText: "This payment link is not valid. Go back to the merchant's site.",
  },
  es: {
    title: 'Pago seguro',
    provider: 'Sandbox Pay · entorno de pruebas',
    payTo: 'Pago a',
    amount: 'Importe',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    expiryHint: 'MM/AA',
    cvc: 'Código de seguridad',
    cvcHint: '3 cifras en el reverso de la tarjeta',
    name: 'Nombre del titular',
    pay: 'Pagar',
    errorSummary: 'Corrija los siguientes campos:',
    errors: {
      required: 'Este campo es obligatorio',
      cardNumberInvalid: 'Este número de tarjeta no es válido.',
      cardNumberUnknown: 'Esta tarjeta no es una tarjeta de prueba del entorno de pruebas.',
      expiryInvalid: 'La fecha de caducidad debe tener el formato MM/AA.',
      expiryPast: 'Esta tarjeta ha caducado.',
      cvcInvalid: 'El código de seguridad tiene 3 o 4 cifras.',
      nameTooLong: 'El nombre no puede superar los 50 caracteres.',
    },
    testCards: 'Tarjetas de prueba',
    testCardOutcomes: {
      approve: 'pago aceptado',
      declined: 'pago rechazado',
      insufficientFunds: 'fondos insuficientes',
      challenge: 'autenticación 3-D Secure',
    },
    challengeTitle: 'Autenticación 3-D Secure',
    challengeText: 'Su banco le pide que confirme este pago.',
    approve: 'Confirmar el pago',
    refuse: 'Rechazar',
    notFoundTitle: 'Pago no encontrado',
    notFoundText: 'Este enlace de pago no es válido. Vuelva al sitio del comercio.',
  },
};
