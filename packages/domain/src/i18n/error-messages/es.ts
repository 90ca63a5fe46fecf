import type { ErrorMessages } from '../error-codes.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in Spanish. */
export const es: ErrorMessages = {
  GENERIC: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  INVALID_INPUT: 'La información enviada no es válida.',
  OFFER_UNAVAILABLE: 'Esta oferta ya no está disponible',
  SOLD_OUT: 'No quedan suficientes plazas para esta fecha.',
  BUSY: 'Muchos visitantes están reservando ahora mismo. Inténtelo de nuevo en un momento.',
  RATE_LIMITED:
    'Demasiadas solicitudes desde su conexión. Espere unos minutos antes de volver a intentarlo.',
  TOO_MANY_PLACES: 'Un pedido no puede reservar tantas plazas para una misma fecha.',
  ORDER_NOT_FOUND: 'Pedido no encontrado.',
  SELECTION_EXPIRED: 'Su selección ha caducado. Vuelva a empezar su reserva.',
  BASKET_INVALID: '¡El contenido de su cesta no es válido!',
  POSTAL_ADDRESS_REQUIRED: 'Indique la dirección en Francia a la que enviar sus entradas.',
  ORDER_ALREADY_PAID: 'Este pedido ya está pagado.',
  PAYMENT_FAILED: 'El pago ha fallado, inténtelo de nuevo',
  PAYMENT_NOT_COMPLETED:
    'El pago de este pedido aún no está confirmado. Espere un momento y actualice la página.',
  ORDER_REFUNDED:
    'Su pedido no ha podido confirmarse: las plazas ya no estaban disponibles. Se le ha reembolsado el pago.',
  COUPON_NOT_VALID: 'El código promocional ya no es válido',
  COUPON_ALREADY_APPLIED: 'El código promocional ya está aplicado',
  COUPON_NOT_COMBINABLE: 'Este código de descuento no es válido.',
  COUPON_NOT_APPLICABLE:
    'El código promocional no se aplica a ninguno de los productos de su cesta',
  UNAUTHENTICATED: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  INVALID_CREDENTIALS: 'La dirección de correo electrónico o la contraseña no son correctas.',
  ACCOUNT_NOT_ACTIVATED:
    'Su cuenta aún no está activada: siga el enlace del correo de activación o solicite uno nuevo.',
  ACCOUNT_EXISTS:
    'Ya existe una cuenta para esta dirección de correo electrónico. Inicie sesión o restablezca su contraseña.',
  LINK_INVALID:
    'Este enlace ya no es válido: ha caducado o ya se ha utilizado. Solicite uno nuevo.',
  WRONG_PASSWORD: 'La contraseña no coincide con esta cuenta.',
  PASSWORD_RULES:
    'La contraseña debe tener al menos 8 caracteres, con una minúscula, una mayúscula, un número y un carácter especial.',
  ACTIVATION_EMAIL_FAILED: 'Error al enviar el correo electrónico, contacte con nuestros equipos.',
  FAMILY_CARD_INVALID:
    'Su título de familia numerosa no es válido: compruebe el número, la fecha de caducidad, la comunidad autónoma y la categoría.',
  RENEWAL_LIMIT:
    'Su selección ya se ha prolongado el número máximo de veces. Finalice su pedido antes de que acabe el plazo.',
};
