/** What a visitor reads on the screens every platform shows (start, dates, footer), per language. */
export const siteTexts = {
  fr: {
    startHeading: /Qui vient au parc/,
    continue: 'Continuer',
    loading: 'Chargement…',
    language: 'Langue',
  },
  en: {
    startHeading: 'Who is coming to the park?',
    continue: 'Continue',
    loading: 'Loading…',
    language: 'Language',
  },
  es: {
    startHeading: '¿Quién viene al parque?',
    continue: 'Continuar',
    loading: 'Cargando…',
    language: 'Idioma',
  },
} as const;

/** What a visitor reads on the rest of the French park's funnel, per language the tests book in. */
export const texts = {
  fr: {
    nextMonth: 'Mois suivant',
    dayTicket: 'Billet 1 jour',
    dayAndShow: '1 jour + La Grande Veillée',
    seatsHeading: 'Choisissez vos places',
    silver: 'Argent',
    silverSeats: /places Argent/,
    passHeading: 'Passez en priorité aux grands spectacles',
    noPass: 'Sans pass',
    emotionPass: 'Pass Émotion',
    choose: (offer: string) => `Choisir ${offer}`,
    salesTerms: /conditions générales de vente/,
    privacy: /politique de confidentialité/,
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    continueAsGuest: 'Continuer sans compte',
    pay: /^Payer/,
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'Cryptogramme',
    cardholder: 'Nom du titulaire',
    paymentFailed: 'Le paiement a échoué, veuillez réessayer',
    confirmed: /votre commande est confirmée/,
    orderNumber: /Numéro de commande/,
  },
  en: {
    nextMonth: 'Next month',
    dayTicket: '1-day ticket',
    dayAndShow: '1 day + La Grande Veillée',
    seatsHeading: 'Choose your seats',
    silver: 'Silver',
    silverSeats: /Silver seats/,
    passHeading: 'Skip the queue at the big shows',
    noPass: 'No pass',
    emotionPass: 'Emotion Pass',
    choose: (offer: string) => `Choose ${offer}`,
    salesTerms: /general terms of sale/i,
    privacy: /privacy policy/i,
    email: 'E-mail address',
    firstName: 'First name',
    lastName: 'Last name',
    continueAsGuest: 'Continue without an account',
    pay: /^Pay/,
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    cardholder: 'Cardholder name',
    paymentFailed: 'Payment failed, please try again',
    confirmed: 'Thank you, your order is confirmed!',
    orderNumber: /Order number/,
  },
} as const;

export type SiteLanguage = keyof typeof siteTexts;
export type TestLanguage = keyof typeof texts;
export type Texts = (typeof texts)[TestLanguage];
