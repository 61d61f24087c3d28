import type { LocaleContent } from '../content-types';

export const esES: LocaleContent = {
  help: {
    'timed-test': {
      title: '¿Cómo funciona el test con tiempo límite?',
      summary: '30 preguntas de patrones contrarreloj; el tiempo límite se muestra antes de empezar.',
      paragraphs: [
        'El test de CI tiene 30 preguntas. Cada una muestra un patrón al que le falta una pieza y seis opciones: elige la que completa la regla.',
        'La pantalla de instrucciones muestra el tiempo límite antes de empezar, y una cuenta atrás avanza mientras respondes. Cuando se acaba el tiempo, se envían tus respuestas hasta ese momento; las preguntas sin responder cuentan como incorrectas.',
        'Si se corta la conexión, recarga la página: las respuestas que ya has dado se conservan.',
      ],
    },
    'report-and-price': {
      title: '¿Qué incluye el informe y cuánto cuesta?',
      summary:
        'Hacer el test es gratis; tu puntuación de CI y el informe detallado son de pago, y su precio se muestra antes de pagar.',
      paragraphs: [
        'Hacer el test es gratis. El informe detallado incluye tu puntuación de CI, tu posición en la clasificación, tus cinco puntuaciones por dimensión con sus rangos de referencia y, según el paquete elegido, un análisis de tus respuestas incorrectas y un certificado.',
        'Los precios dependen de tu país y tu moneda. El precio de cada paquete, con el posible periodo de prueba y las condiciones de renovación, aparece en la pantalla de selección antes de pagar. Puedes pagar con tarjeta o PayPal.',
      ],
    },
    subscription: {
      title: '¿Cómo se renuevan las suscripciones y cómo las cancelo?',
      summary:
        'Los planes se renuevan automáticamente hasta que los canceles; puedes cancelarlos en cualquier momento con tu correo electrónico.',
      paragraphs: [
        'Algunas ofertas incluyen un plan de suscripción. Se renueva automáticamente con la frecuencia y el precio mostrados antes de pagar, hasta que lo canceles.',
        'Para cancelar, abre la página de cancelación e introduce el correo electrónico que usaste en la compra; te enviamos un código a esa dirección para confirmarlo. Los correos de aviso antes de una renovación también incluyen un enlace para cancelar en un solo paso. Cancelar detiene todos los cobros futuros; la prueba o el periodo ya pagado dura hasta su fin.',
      ],
    },
    refunds: {
      title: '¿Cómo solicito un reembolso?',
      summary: 'Escribe a soporte con tu número de pedido; revisamos cada solicitud de forma individual.',
      paragraphs: [
        'Si se te cobró por error o algo no funcionó, escribe a {supportEmail}. Indica el correo electrónico que usaste y tu número de pedido, que aparece en el correo de confirmación de pago.',
        'Revisamos cada solicitud de forma individual y respondemos por correo. Tus derechos legales no se ven afectados.',
      ],
    },
    'retrieve-report': {
      title: '¿Cómo recupero mi informe?',
      summary: 'Usa «Recuperar informe» con el correo electrónico de tu compra.',
      paragraphs: [
        'Abre «Recuperar informe» e introduce el correo electrónico que diste al pagar. Te enviamos a esa dirección un enlace a tus informes.',
        'El correo de confirmación de pago también contiene tu número de pedido y un enlace al informe. Si no llega nada, revisa la carpeta de spam y después contacta con soporte indicando tu número de pedido.',
      ],
    },
    account: {
      title: '¿Cómo inicio sesión o restablezco mi contraseña?',
      summary:
        'Tras tu primera compra te enviamos por correo un enlace para crear tu contraseña; una contraseña olvidada se restablece con un código.',
      paragraphs: [
        'Tu cuenta es tu correo electrónico. Tras tu primera compra te enviamos un enlace para crear tu contraseña (válido 7 días); nunca enviamos contraseñas por correo. Con la sesión iniciada ves todos tus informes, pagas los pendientes y cambias tus datos.',
        '¿Has olvidado la contraseña? Elige «He olvidado mi contraseña», introduce tu correo, escribe el código de verificación que te enviamos y elige una contraseña nueva.',
      ],
    },
    'answer-privacy': {
      title: '¿Qué pasa con mis respuestas?',
      summary: 'Tus respuestas solo se usan para calcular tu resultado; puedes pedir que las borremos.',
      paragraphs: [
        'Usamos tus respuestas solo para calcular y mostrar tu resultado. No las vendemos ni se las mostramos a nadie más.',
        'Las cookies de publicidad y los píxeles de medición están desactivados hasta que los aceptes; nuestras propias mediciones anónimas de las páginas se detienen si rechazas o si tu navegador envía la señal Global Privacy Control. Para que borremos tus respuestas, tu correo y tu cuenta, escribe a {supportEmail}. La política de privacidad tiene los detalles.',
      ],
    },
  },
  privacy: {
    title: 'Política de privacidad',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          'El responsable del tratamiento de tus datos es {operatorName}, {operatorAddress}. Puedes escribirnos a {supportEmail}.',
        ],
      },
      {
        heading: 'Qué guardamos',
        items: [
          'Tus respuestas al test y el tiempo que tardaste, para calcular tu resultado.',
          'El correo electrónico que nos das, para enviarte el informe, tus datos de acceso y los recibos.',
          'Tus pedidos: producto, precio, moneda, estado y, en pagos con tarjeta, solo la marca y los cuatro últimos dígitos.',
          'Tu cuenta, si tienes una: correo electrónico y contraseña (guardada solo como hash seguro).',
          'Registros técnicos con un identificador de solicitud aleatorio, para encontrar y corregir errores.',
          'Mediciones anónimas de las páginas, sin ningún identificador: qué página y qué versión de nuestro sitio la sirvió, tu idioma, cuánto tardó en cargar, los errores de nuestro código y hasta qué paso del test y de la compra llegaste. Tu navegador guarda, solo para esta pestaña, qué pasos ya se contaron.',
        ],
      },
      {
        heading: 'Pagos',
        paragraphs: [
          'Los pagos los gestiona nuestro proveedor de pagos. El número de tu tarjeta va directamente a él; nosotros nunca lo vemos ni lo guardamos.',
        ],
      },
      {
        heading: 'Cookies y publicidad',
        paragraphs: [
          'Usamos una cookie para recordar tu idioma y el almacenamiento de tu navegador para conservar un test en curso. Los píxeles de publicidad y medición solo se cargan si los aceptas en el aviso de cookies; hasta entonces están desactivados. Puedes cambiar tu elección en cualquier momento. Nuestras propias mediciones de las páginas (ver «Qué guardamos») no usan cookies y solo nos llegan a nosotros; no se envían si rechazas en el aviso de cookies o si tu navegador envía la señal Global Privacy Control.',
        ],
      },
      {
        heading: 'Cuánto tiempo guardamos los datos',
        paragraphs: [
          'Guardamos tus respuestas, informes y cuenta mientras uses el servicio o hasta que pidas que los borremos. Los datos de pedidos se guardan el tiempo que exija la normativa contable.',
        ],
      },
      {
        heading: 'Tus derechos y contacto',
        paragraphs: [
          'Puedes pedir una copia de tus datos, su corrección o su supresión, y oponerte a su uso; también puedes reclamar ante tu autoridad de protección de datos. Escribe a {supportEmail}; no vendemos tus datos.',
        ],
      },
    ],
  },
  agreement: {
    title: 'Condiciones de uso',
    sections: [
      {
        heading: 'El servicio',
        paragraphs: [
          'Ofrecemos tests de CI y de personalidad en línea. Los resultados son estimaciones para tu información personal, no un diagnóstico médico, psicológico ni clínico.',
          'El servicio lo presta {operatorName}, {operatorAddress}.',
        ],
      },
      {
        heading: 'Precios y pago',
        paragraphs: [
          'El test es gratuito; el informe detallado es de pago. El precio, la moneda y las posibles condiciones de prueba o renovación se muestran antes de pagar. Los pagos los procesa nuestro proveedor de pagos.',
        ],
      },
      {
        heading: 'Suscripciones y cancelación',
        paragraphs: [
          'Un plan de suscripción se renueva automáticamente con la frecuencia y el precio mostrados en la compra hasta que lo canceles. Puedes cancelarlo en cualquier momento en la página de cancelación con el correo que usaste (te enviamos un código de confirmación) o en un solo paso con el enlace de un aviso de renovación. Después no habrá más cobros; el periodo ya pagado dura hasta su fin.',
        ],
      },
      {
        heading: 'Reembolsos',
        paragraphs: [
          'Para solicitar un reembolso, escribe a {supportEmail} con tu número de pedido. Tus derechos legales no se ven afectados.',
        ],
      },
      {
        heading: 'Uso leal',
        items: [
          'No compartas tus datos de acceso.',
          'No respondas el test con herramientas automáticas ni copies sus preguntas o informes para otras personas.',
          'No intentes abrir informes, pedidos o cuentas de otras personas.',
        ],
      },
      {
        heading: 'Cambios y contacto',
        paragraphs: [
          'Podemos actualizar estas condiciones; la fecha de arriba indica la versión vigente y los cambios se aplican a compras futuras. Preguntas: {supportEmail}.',
        ],
      },
    ],
  },
};
