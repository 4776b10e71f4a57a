import type { CompanyFacts } from "~/company/facts";
import { company as site } from "~/company/fixed-facts";
import { listIn } from "~/i18n/format";
import { LegalContactBlock, LegalList, type LegalSection, type LegalText } from "./LegalPage";

const software = site.software.name;

const sections: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Información que recopilamos",
    body: (
      <>
        <p>
          Recopilamos solo lo que usted nos da en este sitio web y lo que el sitio necesita para
          funcionar:
        </p>
        <LegalList
          items={[
            <>
              <strong>Formulario de contacto:</strong> su nombre, su correo electrónico, su teléfono
              si lo da, y su mensaje.
            </>,
            <>
              <strong>Formulario de solicitud de precios:</strong> su nombre, correo electrónico y
              teléfono y, si decide decírnoslo, el tamaño de su empresa, su industria y un mensaje.
            </>,
            <>
              <strong>Registro para la prueba gratis:</strong> su nombre y correo electrónico, y el
              hecho de que pidió una prueba de {software}.
            </>,
            <>
              <strong>Cuentas de empleados:</strong> de nuestros empleados y nuevos empleados, su
              nombre, correo electrónico de trabajo, función y sesiones iniciadas. Las contraseñas
              nunca se guardan tal como se escriben: solo conservamos un hash unidireccional con
              sal.
            </>,
            <>
              <strong>Incorporación de nuevos empleados:</strong> cuáles formularios de
              incorporación ha completado cada nuevo empleado y cuándo. Las respuestas de esos
              formularios las recopila en nuestro nombre nuestro proveedor de formularios; este
              sitio web conserva solo el nombre de cada envío, el formulario al que pertenece y su
              fecha.
            </>,
            <>
              <strong>Configuración de integraciones del software:</strong> si configura
              integraciones de {software}, los datos que envía. Los valores secretos, como secretos
              de cliente y tokens de acceso, se cifran antes de guardarse.
            </>,
            <>
              <strong>Datos técnicos:</strong> cuando nos visita, nuestro servidor registra la
              dirección de origen de la solicitud, la página solicitada, la hora y la respuesta,
              para mantener el sitio seguro y frenar abusos como los envíos repetidos de
              formularios.
            </>,
          ]}
        />
        <p>
          No usamos cookies de publicidad ni de analítica, píxeles de seguimiento ni rastreadores de
          terceros, y no compramos información personal a nadie.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "Cómo usamos su información",
    body: (
      <>
        <LegalList
          items={[
            "Para responder sus preguntas y preparar las cotizaciones y propuestas que nos pide.",
            `Para preparar y dar soporte a su prueba gratis de ${software}.`,
            "Para llevar la incorporación de nuevos empleados, la nómina y los registros laborales que exige la ley.",
            "Para que empleados y administradores inicien sesión, y para mantener sus cuentas seguras.",
            "Para proteger el sitio web y a nuestros clientes del fraude, el correo no deseado y el abuso.",
            "Para cumplir nuestras obligaciones legales, fiscales y de licencias.",
          ]}
        />
        <p>
          No vendemos su información personal, no la compartimos con fines publicitarios ni la
          usamos para crear perfiles suyos. Solo enviamos correos de mercadeo a quienes nos pidieron
          información, y cada uno explica cómo dejar de recibirlos.
        </p>
      </>
    ),
  },
  {
    id: "how-long-we-keep-it",
    title: "Cuánto tiempo la conservamos",
    body: (
      <LegalList
        items={[
          "Mensajes de contacto, solicitudes de precios y registros de prueba: mientras estemos en contacto por su solicitud, y no más de dos años después del último contacto, salvo que pasen a formar parte de un proyecto.",
          "Expedientes de proyectos, cotizaciones y facturas: el tiempo que exijan las normas fiscales, contractuales y de licencias de contratista, normalmente siete años.",
          "Cuentas de empleados y registros de incorporación: mientras dure el empleo y, después, los plazos que fija la ley laboral para los expedientes de personal y de nómina.",
          "Registros del servidor: por un periodo corto, normalmente no más de 90 días, salvo que se necesiten para investigar un abuso.",
        ]}
      />
    ),
  },
  {
    id: "how-we-protect-it",
    title: "Cómo la protegemos",
    body: (
      <>
        <p>Protegemos la información que tenemos con medidas acordes con su sensibilidad:</p>
        <LegalList
          items={[
            "Conexiones cifradas (HTTPS) entre su navegador y nuestro sitio web.",
            "Contraseñas guardadas solo como hashes con sal; secretos de integración cifrados en reposo.",
            "Acceso a prospectos y expedientes de empleados limitado a los administradores y al personal de Recursos Humanos que lo necesitan, con inicio de sesión obligatorio y registro de las acciones administrativas.",
            "Límites a los intentos repetidos de inicio de sesión y a los envíos de formularios.",
          ]}
        />
        <p>
          Ningún sistema es perfectamente seguro. Si nos enteramos de una filtración que afecte su
          información personal, se lo informaremos a usted y a las autoridades como lo exige la ley.
        </p>
      </>
    ),
  },
  {
    id: "how-we-share-it",
    title: "Con quién la compartimos",
    body: (
      <>
        <p>Compartimos información personal solo con:</p>
        <LegalList
          items={[
            "Proveedores que operan partes de nuestro negocio por contrato: el alojamiento del sitio web, el servicio de envío de correo electrónico y el servicio que aloja los formularios de incorporación. Solo pueden usar la información para prestarnos su servicio.",
            "Autoridades, tribunales u otros cuando la ley lo exija, o para proteger nuestros derechos, a nuestros empleados o al público.",
            "Un comprador o sucesor, si nuestro negocio o parte de él se vende o reorganiza, bajo esta misma política.",
          ]}
        />
        <p>
          El botón «Pida una cotización» abre un formulario alojado por otro proveedor; lo que usted
          escriba allí se rige por la política de privacidad de ese proveedor además de esta.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Sus derechos",
    body: (
      <>
        <p>Puede pedirnos en cualquier momento:</p>
        <LegalList
          items={[
            "Acceder a la información personal que tenemos sobre usted.",
            "Corregir la información que esté equivocada o incompleta.",
            "Borrar su información, salvo que la ley nos obligue a conservarla.",
            "Dejar de recibir mensajes de mercadeo.",
            "Saber cómo se usa su información y con quién se ha compartido.",
          ]}
        />
        <p>
          Los residentes de California tienen estos derechos, entre otros, conforme a la Ley de
          Privacidad del Consumidor de California (CCPA), y no le daremos un trato distinto por
          ejercerlos. Comuníquese con nosotros con los datos de abajo; respondemos en 30 días y
          quizá necesitemos confirmar su identidad primero.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          Este sitio web crea una sola cookie de sesión, y solo cuando un empleado o administrador
          inicia sesión, para mantener su sesión abierta. Se borra cuando cierra la sesión o cuando
          esta vence. Si elige un idioma, el sitio guarda esa preferencia en una cookie llamada
          «lang». Los visitantes que no inician sesión no reciben ninguna otra cookie nuestra.
        </p>
        <p>
          Puede bloquear o borrar las cookies en la configuración de su navegador. Desactivarlas
          puede afectar el funcionamiento: sin la cookie de sesión, el inicio de sesión de empleados
          y administradores no funciona. El resto del sitio funciona sin cookies.
        </p>
      </>
    ),
  },
  {
    id: "contact-us",
    title: "Contáctenos",
    body: (
      <>
        <p>Para preguntas sobre esta política o para ejercer sus derechos, comuníquese con:</p>
        <LegalContactBlock />
      </>
    ),
  },
  {
    id: "changes",
    title: "Cambios a esta política",
    body: (
      <p>
        Podemos actualizar esta política cuando cambien nuestro sitio web o nuestras prácticas. Las
        actualizaciones se publican en esta página con una nueva fecha de actualización arriba. Si
        un cambio afecta de forma importante cómo usamos la información que ya tenemos, también se
        lo diremos por correo electrónico a las personas interesadas.
      </p>
    ),
  },
];

/** The privacy policy in Spanish: the same sections as the English, for the reader's convenience. */
export const spanishPrivacy: LegalText = (company: CompanyFacts, locale: string) => ({
  intro: (
    <p>
      {company.name} («nosotros») es un contratista con licencia en electricidad, telecomunicaciones
      y construcción general, con servicio en {listIn(company.states, locale)}. Esta política
      explica qué información personal recopila este sitio web, cómo la usamos, conservamos,
      protegemos y compartimos, y los derechos que usted tiene sobre ella.
    </p>
  ),
  sections,
});
