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
  ORDER_ALREADY_PAID: 'Este pedido ya está pagado.',
  PAYMENT_FAILED: 'El pago ha fallado, inténtelo de nuevo',
  PAYMENT_NOT_COMPLETED:
    'El pago de este pedido aún no está confirmado. Espere un momento y actualice la página.',
  ORDER_REFUNDED:
    'Su pedido no ha podido confirmarse: las plazas ya no estaban disponibles. Se le ha reembolsado el pago.',
  COUPON_NOT_VALID: 'El código promocional ya no es válido',
  COUPON_ALREADY_APPLIED: 'El código promocional ya está aplicado',
  COUPON_NOT_COMBINABLE: 'Este código de descuento no es válido.',
  COUPON_NOT_APPLICABLE: 'El código promocional no se aplica a ninguno de los productos de su cesta',
};
