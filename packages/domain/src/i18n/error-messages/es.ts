import type { ErrorMessages } from '../error-codes.ts';
import { GENERIC_ERROR } from '../generic-error.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in Spanish. */
export const es: ErrorMessages = {
  GENERIC: GENERIC_ERROR.es,
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
  ORDER_READ_ONLY:
    'Nuestros equipos han modificado este pedido y ya no se puede cambiar en línea. Póngase en contacto con nuestros equipos de atención al cliente.',
  VISIT_OVER: 'Esta visita ya ha pasado: ya no se le pueden añadir extras.',
  ALREADY_BOOKED: 'Este extra ya está reservado para su visita.',
  DATE_CHANGE_NOT_FLEXIBLE:
    'Solo las entradas compradas con la tarifa flexible pueden cambiar de fecha.',
  DATE_CHANGE_CLOSED:
    'La fecha de una visita se puede cambiar hasta 72 horas antes; esta visita está demasiado cerca.',
  DATE_CHANGE_SAME_DAY: 'Su visita ya es en esta fecha: elija otra.',
  DATE_CHANGE_DAY_INVALID:
    'Su visita no se puede trasladar a esta fecha: faltan menos de 72 horas, o sus entradas (o algo reservado con ellas) no están a la venta para ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_SHOW_FULL:
    'Sus asientos del espectáculo nocturno no se pueden trasladar a esta fecha: no quedan suficientes asientos de su categoría para el espectáculo de ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_PASS_UNAVAILABLE:
    'Los pases de su visita no se pueden trasladar a esta fecha: no quedan suficientes para ese día, o no se venden ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_ACTIVITY_UNAVAILABLE:
    'El turno de actividad reservado para su visita no se puede trasladar a esta fecha: ese mismo turno está completo o no se ofrece ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_ROOM_UNAVAILABLE:
    'Las habitaciones de su estancia no se pueden trasladar a las nuevas noches: el hotel ya no tiene suficientes habitaciones de ese tipo para esas noches, o no abre entonces. Su reserva no ha cambiado.',
  DATE_CHANGE_MEAL_NOT_SERVED:
    'Una comida reservada para su visita no se puede trasladar a esta fecha: su restaurante no sirve esa comida a la misma hora ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_MEAL_FULL:
    'Una comida reservada para su visita no se puede trasladar a esta fecha: su turno (mismo restaurante, misma hora) está completo ese día. Su reserva no ha cambiado.',
  DATE_CHANGE_MEAL_CLOSED:
    'Una comida reservada para su visita no se puede trasladar a esta fecha: los restaurantes ya no se pueden reservar en línea para ese día (la reserva se cierra 3 días antes). Su reserva no ha cambiado.',
  RENEWAL_LIMIT:
    'Su selección ya se ha prolongado el número máximo de veces. Finalice su pedido antes de que acabe el plazo.',
  ACCOMMODATION_NOT_INCLUDED:
    'Esta oferta no da acceso a los hoteles del parque: elija una visita de varios días o una estancia.',
  DISTRIBUTION_INVALID: 'La distribución de las habitaciones no es válida.',
  STAY_NOT_IN_VISIT:
    'Una estancia añadida a su visita empieza el primer día de la visita y dura sus noches: vuelva a elegir el hotel para las fechas de su visita.',
  RESTAURANT_BOOKING_CLOSED:
    'Ya no se pueden reservar restaurantes en línea para esta fecha (la reserva se cierra 3 días antes de la visita). Podrá comer en el parque.',
  MENUS_UNAVAILABLE: 'El número de menús solicitado ya no está disponible',
  TOO_MANY_MENUS:
    'Hay más menús que visitantes para esta comida. Elija como máximo un menú por visitante (los bebés comen gratis).',
  RESTAURANT_LINE_INVALID:
    'Esta comida ya no corresponde al restaurante: elija de nuevo el turno y los menús.',
  INVITATION_NAME_INVALID:
    'Los apellidos y el nombre solo pueden contener letras, espacios y guiones.',
  INVITATION_EMAIL_INVALID: 'Email inválido',
  ROOM_NOT_FOUND: 'Esta habitación no forma parte de su estancia.',
  ROOM_FULL: 'Esta habitación ya tiene tantos ocupantes como los reservados.',
  NO_TRAVELLER_LEFT: 'Todos los viajeros de esta edad de su reserva ya están invitados.',
  PAYMENT_REQUIRED: 'Este pedido tiene un importe a pagar: páguelo con tarjeta.',
};
