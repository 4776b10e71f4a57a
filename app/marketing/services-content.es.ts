import type { ServiceDetails } from "./services-content";

/** The six service pages' detail in Spanish: the same shape as the English (services-content.ts). */
export const spanishDetails: ServiceDetails = {
  "copper-fiber": {
    highlights: ["Cobre Cat6 / Cat6A", "Fibra OS2 y OM4", "Cada enlace certificado"],
    overview: [
      "Diseñamos e instalamos cableado estructurado que lleva voz, datos, Wi-Fi, cámaras y sistemas del edificio durante años sin necesidad de volver. Nuestras cuadrillas tienden cable Cat6 y Cat6A con clasificación plenum hasta cada salida, instalan troncales de fibra monomodo y multimodo entre cuartos de telecomunicaciones y edificios, y terminan cada cuarto, rack y canalización según las normas TIA-568 y TIA-606.",
      "Antes de irnos, probamos cada enlace de cobre con un certificador y cada hilo de fibra con un medidor de potencia u OTDR. Usted recibe los reportes de pruebas, los planos con el etiquetado y los planos finales de obra, para que su equipo de TI o el próximo contratista sepa exactamente qué hay en el techo.",
    ],
    included: [
      "Inspección del sitio, diseño de canalizaciones y conteo de salidas a partir de sus planos",
      "Cableado horizontal Cat6 y Cat6A, con clasificación plenum o riser según se requiera",
      "Troncales de fibra monomodo (OS2) y multimodo (OM3/OM4) con terminaciones por fusión",
      "Racks, gabinetes, paneles de parcheo, escalerilla y organizadores de cable",
      "Canalizaciones con ganchos J y tubería, pasamuros y sellado cortafuego de cada perforación",
      "Etiquetado de salidas, paneles y cables según TIA-606",
      "Reportes de certificación de cada enlace de cobre y cada hilo de fibra",
      "Planos finales de obra y retiro del cable abandonado",
    ],
    installTimes: [
      { scope: "Oficina pequeña, de 24 a 48 salidas", time: "2 a 3 días" },
      { scope: "Piso o edificio completo, de 100 a 300 salidas", time: "1 a 3 semanas" },
      { scope: "Troncal de fibra entre edificios de un campus", time: "2 a 6 semanas" },
    ],
    installNote:
      "En oficinas, bancos y escuelas en operación trabajamos fuera de horario o entre periodos escolares, para que nadie pierda la conexión durante el día.",
    licenses: [
      {
        classes: ["C7"],
        why: "Cubre el cableado de voz, datos y fibra óptica y los sistemas de bajo voltaje que conecta.",
      },
      {
        classes: ["C10"],
        why: "Permite que la misma cuadrilla agregue los circuitos dedicados para racks, cuartos de red y equipos inalámbricos.",
      },
    ],
    industries: [
      "Gobierno y agencias públicas",
      "Campus educativos",
      "Sucursales bancarias",
      "Cadenas comerciales",
      "Oficinas y cuartos de datos",
    ],
    metaDescription:
      "Cableado de cobre Cat6/Cat6A y fibra OS2/OM4 instalado, etiquetado y certificado según TIA por un contratista de bajo voltaje C7 con licencia en {states}.",
  },
  "3phase": {
    highlights: [
      "277/480 V y 120/208 V",
      "Acometidas, tableros, alimentadores",
      "Probado y etiquetado",
    ],
    overview: [
      "Los edificios comerciales y de industria ligera funcionan con energía trifásica. Instalamos y modernizamos sistemas de 277/480 V y 120/208 V, desde la acometida y el tablero principal hasta los tableros de distribución, los transformadores reductores y la alimentación de los equipos que mantienen funcionando las unidades de techo, los compresores, las líneas de cocina y los cargadores de vehículos eléctricos.",
      "Cada trabajo empieza con un cálculo de carga y los planos para el permiso, y termina con pruebas de resistencia de aislamiento y de rotación de fases, terminaciones apretadas al torque y etiquetadas, y directorios de circuitos que coinciden con lo que realmente hay en el tablero.",
    ],
    included: [
      "Cálculos de carga, diagramas unifilares y planos para el permiso",
      "Ampliación de acometidas y nuevos tableros principales, coordinados con la compañía eléctrica",
      "Tableros de distribución y transformadores secos de 480 V a 208/120 V",
      "Alimentadores y circuitos derivados para aire acondicionado, motores, compresores y equipo de cocina",
      "Circuitos de alumbrado de 277 V y controles de iluminación conforme al código de energía",
      "Conexiones de motores, desconectadores y variadores de frecuencia",
      "Puesta a tierra y uniones equipotenciales según el código",
      "Pruebas de aislamiento, torque y rotación de fases, y directorios de circuitos impresos",
    ],
    installTimes: [
      { scope: "Nueva alimentación de equipo o subtablero", time: "1 a 2 días" },
      { scope: "Distribución eléctrica para mejoras de inquilino", time: "1 a 3 semanas" },
      { scope: "Ampliación de acometida con tablero principal nuevo", time: "2 a 6 semanas" },
    ],
    installNote:
      "En las ampliaciones de acometida, el calendario depende de la entrega de tableros y transformadores y de la fecha de conexión de la compañía eléctrica; pedimos el equipo de entrega larga en cuanto se aprueban los planos.",
    licenses: [
      {
        classes: ["C10"],
        why: "La licencia de contratista eléctrico que exigen las acometidas, la distribución y el cableado de equipos.",
      },
      {
        classes: ["B"],
        why: "Nos permite hacernos cargo de toda la mejora cuando el trabajo eléctrico es parte de una remodelación mayor.",
      },
    ],
    industries: [
      "Restaurantes y cocinas comerciales",
      "Cadenas comerciales",
      "Manufactura ligera y almacenes",
      "Edificios de gobierno",
      "Campus educativos",
    ],
    metaDescription:
      "Acometidas trifásicas de 277/480 V y 120/208 V, tableros, transformadores y alimentación de equipos, instalados y probados por un contratista eléctrico C10 con licencia.",
  },
  "industrial-utility": {
    highlights: ["De 600 V a 15 kV", "Terminaciones y empalmes", "Cortes programados"],
    overview: [
      "El trabajo de media tensión no deja lugar a las suposiciones. Nuestras cuadrillas calificadas instalan y dan mantenimiento a la distribución de 600 V hasta 15 kV: cable primario, empalmes y terminaciones, transformadores tipo pedestal, tableros de distribución y medición primaria para plantas, campus e instalaciones públicas.",
      "Planeamos cada corte con su equipo de operaciones y con la compañía eléctrica, escribimos el procedimiento de maniobras por adelantado y probamos el cable nuevo y el existente antes de energizarlo, para que la luz regrese a la hora que dijimos.",
    ],
    included: [
      "Instalación de cable de media tensión en bancos de ductos, charolas y bóvedas",
      "Empalmes y terminaciones de 5 kV y 15 kV",
      "Transformadores tipo pedestal, tableros de distribución y secciones de medición primaria",
      "Coordinación de cortes programados y maniobras con la compañía eléctrica",
      "Pruebas de muy baja frecuencia (VLF) y de aislamiento del cable nuevo y existente",
      "Inspección termográfica y mantenimiento preventivo de tableros de distribución",
      "Etiquetas de arco eléctrico instaladas según el estudio del ingeniero",
      "Atención de emergencias por fallas de cable y equipo",
    ],
    installTimes: [
      { scope: "Reemplazo de cable de media tensión en un ducto existente", time: "1 a 2 semanas" },
      { scope: "Nuevo transformador tipo pedestal y servicio secundario", time: "2 a 4 semanas" },
      {
        scope: "Nueva acometida de media tensión con tablero de distribución",
        time: "2 a 4 meses",
      },
    ],
    installNote:
      "Los tiempos son de trabajo en sitio. La entrega de tableros y transformadores y el calendario de cortes de la compañía eléctrica suelen marcar el calendario general, y planeamos en torno a ambos desde el primer día.",
    licenses: [
      {
        classes: ["C10"],
        why: "Cubre el trabajo eléctrico en cualquier tensión, incluida la distribución de media tensión.",
      },
      {
        classes: ["B"],
        why: "Cubre las zanjas, los bancos de ductos, las bases y las bóvedas que acompañan a una nueva acometida.",
      },
    ],
    industries: [
      "Gobierno y obras públicas",
      "Plantas de manufactura",
      "Plantas de agua y aguas residuales",
      "Campus educativos y hospitalarios",
      "Almacenes y centros de distribución",
    ],
    metaDescription:
      "Servicios industriales de 600 V a 15 kV: cable de media tensión, empalmes, terminaciones, transformadores, tableros y cortes programados por un contratista eléctrico con licencia.",
  },
  automation: {
    highlights: ["Controles y sensores", "Tableros a la medida", "Alertas remotas"],
    overview: [
      "Conectamos el equipo que usted ya tiene en sistemas que funcionan solos y le avisan cuando algo anda mal. Nuestros electricistas instalan los controles, los sensores y el cableado; nuestros desarrolladores escriben el software que convierte sus lecturas en horarios, alarmas e informes.",
      "Entre los proyectos típicos están los horarios de iluminación y aire acondicionado en una cadena de tiendas, el monitoreo de energía en el tablero, las alarmas de congeladores y bombas, y los tableros que reúnen en una sola pantalla los sistemas de edificios de varias sedes.",
    ],
    included: [
      "Evaluación del equipo, los controles y las redes existentes",
      "Instalación de tableros de control, relevadores, contactores y sensores",
      "Controles de iluminación, sensores de ocupación y horarios",
      "Monitoreo de energía en tableros y cargas principales",
      "Integración con los sistemas del edificio existentes por BACnet y Modbus",
      "Tableros, informes y alertas por mensaje de texto o correo electrónico a la medida",
      "Flujos de trabajo automáticos entre su equipo y su software de negocio",
      "Capacitación de su personal y soporte continuo",
    ],
    installTimes: [
      {
        scope: "Modernización de controles de iluminación o sensores en un edificio",
        time: "1 a 2 semanas",
      },
      { scope: "Monitoreo y alertas para equipo existente", time: "2 a 4 semanas" },
      { scope: "Integración o software a la medida en varias sedes", time: "4 a 12 semanas" },
    ],
    installNote:
      "Los programas grandes se entregan por etapas: primero una sede piloto y luego las demás, una vez confirmados los resultados.",
    licenses: [
      {
        classes: ["C10"],
        why: "Requerida para los controles de tensión de línea, los contactores y los circuitos que conmutan.",
      },
      {
        classes: ["C7"],
        why: "Cubre el cableado de sensores, controles y red de los sistemas de monitoreo y automatización.",
      },
    ],
    industries: [
      "Cadenas comerciales",
      "Restaurantes",
      "Instalaciones de gobierno",
      "Campus educativos",
      "Operadores de quioscos de autoservicio",
    ],
    metaDescription:
      "Automatización y control: controles de iluminación, sensores, monitoreo de energía, integración BACnet/Modbus y tableros a la medida, instalados por electricistas con licencia.",
  },
  "pos-systems": {
    highlights: [
      "Instalación de noche",
      "Despliegues en varias sucursales",
      "Probado con su proveedor",
    ],
    overview: [
      "Instalamos sistemas de punto de venta para cadenas comerciales y restaurantes, tienda por tienda, sin cerrar las puertas. Las cuadrillas llegan después del cierre, tienden las salidas de datos y los circuitos dedicados, montan y conectan terminales, impresoras, pantallas de cocina y dispositivos de pago, y prueban cada caja con su proveedor de punto de venta antes del turno de la mañana.",
      "Para despliegues en muchas sucursales inspeccionamos los sitios, definimos un alcance estándar para cada tipo de tienda y enviamos cuadrillas que siguen la misma lista de verificación en todas partes, con fotos y una hoja de conformidad para cada tienda.",
    ],
    included: [
      "Inspección de sitios y un alcance estándar para cada tipo de tienda",
      "Salidas de datos y equipo de red para cada terminal e impresora",
      "Circuitos dedicados para terminales, pantallas de cocina y quioscos",
      "Montaje de terminales, dispositivos de pago, impresoras y pantallas de cocina",
      "Quioscos de autoservicio y puntos de pedido de servicio para autos (drive-thru)",
      "Pruebas de punta a punta con su proveedor de punto de venta y el equipo de la tienda",
      "Retiro y reciclaje del equipo anterior",
      "Fotos y una lista de terminación firmada para cada sucursal",
    ],
    installTimes: [
      { scope: "Una tienda o un restaurante", time: "Un turno de noche" },
      { scope: "Grupo de quioscos de autoservicio", time: "1 a 2 noches" },
      { scope: "Despliegue en una cadena", time: "3 a 5 tiendas por cuadrilla cada semana" },
    ],
    installNote:
      "Trabajamos fuera de horario y entre un servicio de comidas y otro, para que las tiendas abran a tiempo con el sistema nuevo listo.",
    licenses: [
      {
        classes: ["C7"],
        why: "Cubre el cableado de datos y las conexiones de red detrás de cada terminal.",
      },
      {
        classes: ["C10"],
        why: "Cubre los circuitos dedicados que necesitan las terminales, los quioscos y las pantallas de cocina.",
      },
    ],
    industries: [
      "Cadenas comerciales",
      "Restaurantes y cadenas de comida rápida",
      "Quioscos de autoservicio",
      "Sucursales bancarias",
      "Comedores y tiendas de campus",
    ],
    metaDescription:
      "Instalación de sistemas de punto de venta para cadenas y restaurantes: terminales, pantallas de cocina, quioscos, datos y circuitos dedicados, de noche y tienda por tienda.",
  },
  "general-contracting": {
    highlights: [
      "Contratista general con licencia B",
      "De los permisos a la lista de pendientes",
      "Un solo contacto",
    ],
    overview: [
      "Como contratista general con licencia, gestionamos mejoras para inquilinos, remodelaciones y renovaciones de tiendas desde la primera visita hasta la inspección final. Como nuestras cuadrillas de electricidad y bajo voltaje son propias, los oficios que más suelen retrasar un calendario ya forman parte de nuestro equipo.",
      "Usted tiene un solo gerente de proyecto, un solo calendario y un solo contrato. Tramitamos los permisos, coordinamos a los subcontratistas, mantenemos la obra segura y limpia, y entregamos un paquete de cierre completo con garantías y planos finales de obra.",
    ],
    included: [
      "Visita previa a la obra, presupuesto y calendario",
      "Planos para el permiso, solicitudes de permisos e inspecciones",
      "Demolición, estructura, tablaroca, plafones, puertas y herrajes",
      "Pisos, pintura y acabados",
      "Trabajo eléctrico y de bajo voltaje con nuestras propias cuadrillas",
      "Coordinación de subcontratistas de aire acondicionado, plomería y protección contra incendios",
      "Adecuaciones de accesibilidad en baños, mostradores y rutas de circulación",
      "Lista de pendientes, documentos de cierre y seguimiento de garantías",
    ],
    installTimes: [
      { scope: "Renovación de tienda o remodelación pequeña", time: "1 a 3 semanas" },
      {
        scope: "Mejora de oficina para inquilino, de 2,000 a 10,000 pies²",
        time: "4 a 10 semanas",
      },
      { scope: "Revisión del permiso antes de empezar", time: "2 a 8 semanas, según la ciudad" },
    ],
    installNote:
      "Podemos hacer el trabajo por etapas para que tiendas, sucursales y oficinas sigan abiertas mientras construimos.",
    licenses: [
      {
        classes: ["B"],
        why: "La licencia de contratista general de construcción para proyectos que combinan dos o más oficios distintos.",
      },
      {
        classes: ["C10", "C7"],
        why: "El trabajo eléctrico y de bajo voltaje lo hacen nuestras propias cuadrillas con licencia, no subcontratistas.",
      },
    ],
    industries: [
      "Cadenas comerciales",
      "Sucursales bancarias",
      "Restaurantes",
      "Oficinas de gobierno",
      "Instalaciones educativas",
    ],
    metaDescription:
      "Contratista general con licencia para mejoras de inquilino, remodelaciones y renovaciones de tiendas: permisos, obra, electricidad y bajo voltaje con nuestras cuadrillas.",
  },
};
