import type { CompanyFacts } from "~/company/facts";
import { company as site } from "~/company/fixed-facts";
import { listIn } from "~/i18n/format";
import { LegalContactBlock, LegalList, type LegalSection, type LegalText } from "./LegalPage";

function sections(company: CompanyFacts, locale: string): LegalSection[] {
  return [
    {
      id: "agreement",
      title: "Aceptación de los términos",
      body: (
        <p>
          Estos términos se aplican al uso de este sitio web y a los servicios que presta{" "}
          {company.name} («nosotros»). Al usar el sitio web o contratarnos para un trabajo, usted
          los acepta. Una propuesta o un contrato firmado para un proyecto específico forma parte de
          nuestro acuerdo; donde difiera de estos términos, prevalece el documento firmado.
        </p>
      ),
    },
    {
      id: "services",
      title: "Descripción de los servicios",
      body: (
        <>
          <p>Prestamos, en {listIn(company.states, locale)}:</p>
          <LegalList
            items={[
              "Instalaciones y mantenimiento eléctrico, incluidos sistemas trifásicos de 277/480 V.",
              "Cableado de fibra óptica y Ethernet, terminado, etiquetado y certificado.",
              "Servicios industriales de media tensión de 600 V a 15 kV.",
              "Construcción general para mejoras de inquilinos, remodelaciones y renovaciones de tiendas.",
              "Instalación de sistemas de punto de venta y quioscos de autoservicio.",
              "Inteligencia artificial y automatización: controles, monitoreo y software a la medida.",
            ]}
          />
          <p>
            El alcance, el calendario y el precio de cada proyecto se establecen en su propuesta o
            contrato por escrito. El trabajo fuera de ese alcance solo se hace con una orden de
            cambio por escrito.
          </p>
        </>
      ),
    },
    {
      id: "professional-standards",
      title: "Normas profesionales",
      body: (
        <>
          <p>
            Tenemos las licencias {listIn(company.licenses, locale)}, y hacemos cada tipo de trabajo
            bajo la licencia que lo cubre. Todo el trabajo cumple con:
          </p>
          <LegalList
            items={[
              "Los códigos eléctricos y de construcción vigentes donde se hace el trabajo, y sus modificaciones locales.",
              "Las condiciones de los permisos expedidos para el proyecto, con las inspecciones requeridas.",
              "Las normas de seguridad ocupacional, incluidos el bloqueo y etiquetado y nuestro programa de seguridad por escrito.",
              "Las instrucciones de instalación de los fabricantes y las normas reconocidas de la industria para el cableado y las pruebas.",
            ]}
          />
        </>
      ),
    },
    {
      id: "client-responsibilities",
      title: "Responsabilidades del cliente",
      body: (
        <LegalList
          items={[
            "Darnos acceso seguro a las áreas de trabajo en los horarios acordados, incluido el acceso fuera de horario cuando se haya acordado.",
            "Proporcionar planos e información del sitio exactos, y los datos de los riesgos conocidos, como asbesto, equipo energizado o espacios confinados.",
            "Obtener la aprobación del dueño de la propiedad o del arrendador cuando sea necesaria.",
            "Revisar y responder a tiempo los documentos de aprobación, las órdenes de cambio y las preguntas, para que se cumpla el calendario.",
            "Usar el equipo y los sistemas que instalamos solo para su fin previsto, y darles mantenimiento como lo recomienda el fabricante.",
          ]}
        />
      ),
    },
    {
      id: "payment-terms",
      title: "Condiciones de pago",
      body: (
        <>
          <LegalList
            items={[
              "Las cotizaciones son válidas por 30 días, salvo que indiquen otra cosa.",
              "Las facturas vencen a los 30 días de recibirse, salvo que el contrato fije otras condiciones; los proyectos grandes se facturan por avance según lo establezca el contrato.",
              "Puede pedirse un anticipo para equipo sobre pedido y materiales de entrega larga.",
              "Las órdenes de cambio se cotizan y se aprueban por escrito antes de empezar el trabajo adicional.",
              "Los pagos atrasados pueden generar los intereses y los gastos de cobranza que permitan el contrato y la ley, y podemos pausar el trabajo mientras una cuenta esté vencida.",
            ]}
          />
          <p>
            Para trabajos en California, el derecho de contratistas y proveedores a registrar
            gravámenes de construcción (mechanics liens) se rige por la ley estatal y se explica en
            los avisos preliminares que estamos obligados a enviar.
          </p>
        </>
      ),
    },
    {
      id: "warranties",
      title: "Garantías",
      body: (
        <>
          <p>
            Garantizamos nuestra mano de obra por un año a partir de la terminación, salvo que el
            contrato indique otro plazo. Si en ese tiempo aparece un defecto en nuestro trabajo, lo
            corregimos sin costo.
          </p>
          <p>
            El equipo y los materiales tienen la garantía de sus fabricantes, que le transferimos a
            usted. Nuestra garantía no cubre daños por mal uso, modificaciones o reparaciones hechas
            por otros, sobretensiones, accidentes o hechos fuera de nuestro control. Salvo lo dicho
            aquí y en el contrato, no se otorga ninguna otra garantía, en la medida en que la ley lo
            permita.
          </p>
        </>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitación de responsabilidad",
      body: (
        <p>
          En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas,
          incidentales o consecuentes, como ganancias perdidas, pérdida de datos o interrupción del
          negocio, y nuestra responsabilidad total por cualquier proyecto se limita al monto que se
          nos pagó por ese proyecto. Nada en estos términos limita la responsabilidad que la ley no
          permite limitar, como la de negligencia grave o dolo. La información de este sitio web es
          general; no es asesoría de ingeniería para un proyecto específico.
        </p>
      ),
    },
    {
      id: "insurance-and-licensing",
      title: "Seguros y licencias",
      body: (
        <p>
          Tenemos seguros de responsabilidad civil general comercial, de responsabilidad de
          automóviles y de compensación al trabajador, y a solicitud entregamos certificados de
          seguro que nombran a asegurados adicionales. Nuestras licencias de contratista están
          vigentes y pueden verificarse ante la junta de licencias del estado donde se hace el
          trabajo. Los subcontratistas que contratamos deben tener las licencias y los seguros que
          su trabajo requiere.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Propiedad intelectual",
      body: (
        <p>
          El contenido de este sitio web, nuestros planos, propuestas, documentación y el software{" "}
          {site.software.name} siguen siendo de nuestra propiedad. Una vez pagado por completo un
          proyecto, usted puede usar los planos y documentos que entregamos para operar y mantener
          ese proyecto. No puede copiar ni volver a publicar el contenido del sitio web, ni usar
          nuestros documentos en otros proyectos, sin nuestro permiso por escrito.
        </p>
      ),
    },
    {
      id: "dispute-resolution",
      title: "Resolución de disputas",
      body: (
        <>
          <p>Si surge un desacuerdo, acordamos resolverlo en este orden:</p>
          <LegalList
            items={[
              "Negociación: los responsables de ambas partes se reúnen de buena fe para resolverlo en un plazo de 30 días.",
              "Mediación: si la negociación no da resultado, un mediador neutral acordado por ambas partes nos ayuda a llegar a un acuerdo, con el costo dividido en partes iguales.",
              "Arbitraje: si la mediación no da resultado, la disputa se decide mediante arbitraje obligatorio en California.",
            ]}
          />
          <p>
            Estos términos y cualquier disputa sobre ellos se rigen por las leyes del Estado de
            California.
          </p>
        </>
      ),
    },
    {
      id: "emergency-services",
      title: "Servicios de emergencia",
      body: (
        <p>
          El servicio de emergencia está disponible 24/7, incluidas noches, fines de semana y días
          festivos, para apagones y condiciones inseguras. Las llamadas de emergencia se cobran con
          tarifa especial, que le confirmamos cuando llama. Llame a la línea de emergencias de
          abajo; no use los formularios del sitio web para una emergencia.
        </p>
      ),
    },
    {
      id: "contact-information",
      title: "Información de contacto",
      body: (
        <>
          <p>Preguntas sobre estos términos o nuestros servicios:</p>
          <LegalContactBlock emergency />
        </>
      ),
    },
    {
      id: "changes-to-terms",
      title: "Cambios a los términos",
      body: (
        <p>
          Podemos cambiar estos términos en cualquier momento. Los cambios entran en vigor en cuanto
          se publican en esta página, con una nueva fecha de actualización. Los proyectos con un
          contrato firmado siguen bajo los términos vigentes cuando se firmó ese contrato.
        </p>
      ),
    },
  ];
}

/** The terms of service in Spanish: the same sections as the English, for the reader's convenience. */
export const spanishTerms: LegalText = (company: CompanyFacts, locale: string) => ({
  intro: (
    <p>
      Lea estos términos antes de usar este sitio web o de contratar a {company.name} para trabajos
      de electricidad, cableado, media tensión, automatización, punto de venta o construcción
      general.
    </p>
  ),
  sections: sections(company, locale),
});
