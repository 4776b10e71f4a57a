import type { NamespaceMessages } from "../../translator";

export default {
  "copperFiber.title": "Cableado Ethernet de cobre y fibra",
  "copperFiber.summary":
    "Cableado estructurado de cobre Cat6/Cat6A y fibra monomodo o multimodo, terminado, etiquetado y certificado para oficinas, campus y cuartos de datos.",
  "copperFiber.highlight1": "Cobre Cat6 / Cat6A",
  "copperFiber.highlight2": "Fibra OS2 y OM4",
  "copperFiber.highlight3": "Cada enlace certificado",
  "copperFiber.overview1":
    "Diseñamos e instalamos cableado estructurado que lleva voz, datos, Wi-Fi, cámaras y sistemas del edificio durante años sin necesidad de volver. Nuestras cuadrillas tienden cable Cat6 y Cat6A con clasificación plenum hasta cada salida, instalan troncales de fibra monomodo y multimodo entre cuartos de telecomunicaciones y edificios, y terminan cada cuarto, rack y canalización según las normas TIA-568 y TIA-606.",
  "copperFiber.overview2":
    "Antes de irnos, probamos cada enlace de cobre con un certificador y cada hilo de fibra con un medidor de potencia u OTDR. Usted recibe los reportes de pruebas, los planos con el etiquetado y los planos finales de obra, para que su equipo de TI o el próximo contratista sepa exactamente qué hay en el techo.",
  "copperFiber.included1":
    "Inspección del sitio, diseño de canalizaciones y conteo de salidas a partir de sus planos",
  "copperFiber.included2":
    "Cableado horizontal Cat6 y Cat6A, con clasificación plenum o riser según se requiera",
  "copperFiber.included3":
    "Troncales de fibra monomodo (OS2) y multimodo (OM3/OM4) con terminaciones por fusión",
  "copperFiber.included4":
    "Racks, gabinetes, paneles de parcheo, escalerilla y organizadores de cable",
  "copperFiber.included5":
    "Canalizaciones con ganchos J y tubería, pasamuros y sellado cortafuego de cada perforación",
  "copperFiber.included6": "Etiquetado de salidas, paneles y cables según TIA-606",
  "copperFiber.included7": "Reportes de certificación de cada enlace de cobre y cada hilo de fibra",
  "copperFiber.included8": "Planos finales de obra y retiro del cable abandonado",
  "copperFiber.installTime1.scope": "Oficina pequeña, de 24 a 48 salidas",
  "copperFiber.installTime1.time": "2 a 3 días",
  "copperFiber.installTime2.scope": "Piso o edificio completo, de 100 a 300 salidas",
  "copperFiber.installTime2.time": "1 a 3 semanas",
  "copperFiber.installTime3.scope": "Troncal de fibra entre edificios de un campus",
  "copperFiber.installTime3.time": "2 a 6 semanas",
  "copperFiber.installNote":
    "En oficinas, bancos y escuelas en operación trabajamos fuera de horario o entre periodos escolares, para que nadie pierda la conexión durante el día.",
  "copperFiber.license1.why":
    "Cubre el cableado de voz, datos y fibra óptica y los sistemas de bajo voltaje que conecta.",
  "copperFiber.license2.why":
    "Permite que la misma cuadrilla agregue los circuitos dedicados para racks, cuartos de red y equipos inalámbricos.",
  "copperFiber.industry1": "Gobierno y agencias públicas",
  "copperFiber.industry2": "Campus educativos",
  "copperFiber.industry3": "Sucursales bancarias",
  "copperFiber.industry4": "Cadenas comerciales",
  "copperFiber.industry5": "Oficinas y cuartos de datos",
  "copperFiber.metaDescription":
    "Cableado de cobre Cat6/Cat6A y fibra OS2/OM4 instalado, etiquetado y certificado según TIA por un contratista de bajo voltaje C7 con licencia en {states}.",
  "threePhase.title": "Instalaciones eléctricas trifásicas",
  "threePhase.summary":
    "Acometidas trifásicas de 277/480 V, distribución y alimentación de equipos para edificios comerciales e industria ligera.",
  "threePhase.highlight1": "277/480 V y 120/208 V",
  "threePhase.highlight2": "Acometidas, tableros, alimentadores",
  "threePhase.highlight3": "Probado y etiquetado",
  "threePhase.overview1":
    "Los edificios comerciales y de industria ligera funcionan con energía trifásica. Instalamos y modernizamos sistemas de 277/480 V y 120/208 V, desde la acometida y el tablero principal hasta los tableros de distribución, los transformadores reductores y la alimentación de los equipos que mantienen funcionando las unidades de techo, los compresores, las líneas de cocina y los cargadores de vehículos eléctricos.",
  "threePhase.overview2":
    "Cada trabajo empieza con un cálculo de carga y los planos para el permiso, y termina con pruebas de resistencia de aislamiento y de rotación de fases, terminaciones apretadas al torque y etiquetadas, y directorios de circuitos que coinciden con lo que realmente hay en el tablero.",
  "threePhase.included1": "Cálculos de carga, diagramas unifilares y planos para el permiso",
  "threePhase.included2":
    "Ampliación de acometidas y nuevos tableros principales, coordinados con la compañía eléctrica",
  "threePhase.included3": "Tableros de distribución y transformadores secos de 480 V a 208/120 V",
  "threePhase.included4":
    "Alimentadores y circuitos derivados para aire acondicionado, motores, compresores y equipo de cocina",
  "threePhase.included5":
    "Circuitos de alumbrado de 277 V y controles de iluminación conforme al código de energía",
  "threePhase.included6": "Conexiones de motores, desconectadores y variadores de frecuencia",
  "threePhase.included7": "Puesta a tierra y uniones equipotenciales según el código",
  "threePhase.included8":
    "Pruebas de aislamiento, torque y rotación de fases, y directorios de circuitos impresos",
  "threePhase.installTime1.scope": "Nueva alimentación de equipo o subtablero",
  "threePhase.installTime1.time": "1 a 2 días",
  "threePhase.installTime2.scope": "Distribución eléctrica para mejoras de inquilino",
  "threePhase.installTime2.time": "1 a 3 semanas",
  "threePhase.installTime3.scope": "Ampliación de acometida con tablero principal nuevo",
  "threePhase.installTime3.time": "2 a 6 semanas",
  "threePhase.installNote":
    "En las ampliaciones de acometida, el calendario depende de la entrega de tableros y transformadores y de la fecha de conexión de la compañía eléctrica; pedimos el equipo de entrega larga en cuanto se aprueban los planos.",
  "threePhase.license1.why":
    "La licencia de contratista eléctrico que exigen las acometidas, la distribución y el cableado de equipos.",
  "threePhase.license2.why":
    "Nos permite hacernos cargo de toda la mejora cuando el trabajo eléctrico es parte de una remodelación mayor.",
  "threePhase.industry1": "Restaurantes y cocinas comerciales",
  "threePhase.industry2": "Cadenas comerciales",
  "threePhase.industry3": "Manufactura ligera y almacenes",
  "threePhase.industry4": "Edificios de gobierno",
  "threePhase.industry5": "Campus educativos",
  "threePhase.metaDescription":
    "Acometidas trifásicas de 277/480 V y 120/208 V, tableros, transformadores y alimentación de equipos, instalados y probados por un contratista eléctrico C10 con licencia en {states}.",
  "industrialUtility.title": "Servicios industriales de media tensión",
  "industrialUtility.summary":
    "Trabajos de media tensión de 600 V a 15 kV: tableros de distribución, transformadores, alimentadores y coordinación con la compañía eléctrica.",
  "industrialUtility.highlight1": "De 600 V a 15 kV",
  "industrialUtility.highlight2": "Terminaciones y empalmes",
  "industrialUtility.highlight3": "Cortes programados",
  "industrialUtility.overview1":
    "El trabajo de media tensión no deja lugar a las suposiciones. Nuestras cuadrillas calificadas instalan y dan mantenimiento a la distribución de 600 V hasta 15 kV: cable primario, empalmes y terminaciones, transformadores tipo pedestal, tableros de distribución y medición primaria para plantas, campus e instalaciones públicas.",
  "industrialUtility.overview2":
    "Planeamos cada corte con su equipo de operaciones y con la compañía eléctrica, escribimos el procedimiento de maniobras por adelantado y probamos el cable nuevo y el existente antes de energizarlo, para que la luz regrese a la hora que dijimos.",
  "industrialUtility.included1":
    "Instalación de cable de media tensión en bancos de ductos, charolas y bóvedas",
  "industrialUtility.included2": "Empalmes y terminaciones de 5 kV y 15 kV",
  "industrialUtility.included3":
    "Transformadores tipo pedestal, tableros de distribución y secciones de medición primaria",
  "industrialUtility.included4":
    "Coordinación de cortes programados y maniobras con la compañía eléctrica",
  "industrialUtility.included5":
    "Pruebas de muy baja frecuencia (VLF) y de aislamiento del cable nuevo y existente",
  "industrialUtility.included6":
    "Inspección termográfica y mantenimiento preventivo de tableros de distribución",
  "industrialUtility.included7":
    "Etiquetas de arco eléctrico instaladas según el estudio del ingeniero",
  "industrialUtility.included8": "Atención de emergencias por fallas de cable y equipo",
  "industrialUtility.installTime1.scope":
    "Reemplazo de cable de media tensión en un ducto existente",
  "industrialUtility.installTime1.time": "1 a 2 semanas",
  "industrialUtility.installTime2.scope": "Nuevo transformador tipo pedestal y servicio secundario",
  "industrialUtility.installTime2.time": "2 a 4 semanas",
  "industrialUtility.installTime3.scope":
    "Nueva acometida de media tensión con tablero de distribución",
  "industrialUtility.installTime3.time": "2 a 4 meses",
  "industrialUtility.installNote":
    "Los tiempos son de trabajo en sitio. La entrega de tableros y transformadores y el calendario de cortes de la compañía eléctrica suelen marcar el calendario general, y planeamos en torno a ambos desde el primer día.",
  "industrialUtility.license1.why":
    "Cubre el trabajo eléctrico en cualquier tensión, incluida la distribución de media tensión.",
  "industrialUtility.license2.why":
    "Cubre las zanjas, los bancos de ductos, las bases y las bóvedas que acompañan a una nueva acometida.",
  "industrialUtility.industry1": "Gobierno y obras públicas",
  "industrialUtility.industry2": "Plantas de manufactura",
  "industrialUtility.industry3": "Plantas de agua y aguas residuales",
  "industrialUtility.industry4": "Campus educativos y hospitalarios",
  "industrialUtility.industry5": "Almacenes y centros de distribución",
  "industrialUtility.metaDescription":
    "Servicios industriales de 600 V a 15 kV: cable de media tensión, empalmes, terminaciones, transformadores, tableros y cortes programados por un contratista eléctrico con licencia.",
  "automation.title": "Sistemas de automatización y control",
  "automation.summary":
    "Controles, sensores y software a la medida que conectan equipos, iluminación y sistemas del edificio en un solo tablero.",
  "automation.highlight1": "Controles y sensores",
  "automation.highlight2": "Tableros a la medida",
  "automation.highlight3": "Alertas remotas",
  "automation.overview1":
    "Conectamos el equipo que usted ya tiene en sistemas que funcionan solos y le avisan cuando algo anda mal. Nuestros electricistas instalan los controles, los sensores y el cableado; nuestros desarrolladores escriben el software que convierte sus lecturas en horarios, alarmas e informes.",
  "automation.overview2":
    "Entre los proyectos típicos están los horarios de iluminación y aire acondicionado en una cadena de tiendas, el monitoreo de energía en el tablero, las alarmas de congeladores y bombas, y los tableros que reúnen en una sola pantalla los sistemas de edificios de varias sedes.",
  "automation.included1": "Evaluación del equipo, los controles y las redes existentes",
  "automation.included2": "Instalación de tableros de control, relevadores, contactores y sensores",
  "automation.included3": "Controles de iluminación, sensores de ocupación y horarios",
  "automation.included4": "Monitoreo de energía en tableros y cargas principales",
  "automation.included5":
    "Integración con los sistemas del edificio existentes por BACnet y Modbus",
  "automation.included6":
    "Tableros, informes y alertas por mensaje de texto o correo electrónico a la medida",
  "automation.included7": "Flujos de trabajo automáticos entre su equipo y su software de negocio",
  "automation.included8": "Capacitación de su personal y soporte continuo",
  "automation.installTime1.scope":
    "Modernización de controles de iluminación o sensores en un edificio",
  "automation.installTime1.time": "1 a 2 semanas",
  "automation.installTime2.scope": "Monitoreo y alertas para equipo existente",
  "automation.installTime2.time": "2 a 4 semanas",
  "automation.installTime3.scope": "Integración o software a la medida en varias sedes",
  "automation.installTime3.time": "4 a 12 semanas",
  "automation.installNote":
    "Los programas grandes se entregan por etapas: primero una sede piloto y luego las demás, una vez confirmados los resultados.",
  "automation.license1.why":
    "Requerida para los controles de tensión de línea, los contactores y los circuitos que conmutan.",
  "automation.license2.why":
    "Cubre el cableado de sensores, controles y red de los sistemas de monitoreo y automatización.",
  "automation.industry1": "Cadenas comerciales",
  "automation.industry2": "Restaurantes",
  "automation.industry3": "Instalaciones de gobierno",
  "automation.industry4": "Campus educativos",
  "automation.industry5": "Operadores de quioscos de autoservicio",
  "automation.metaDescription":
    "Automatización y control: controles de iluminación, sensores, monitoreo de energía, integración BACnet/Modbus y tableros a la medida, instalados por electricistas con licencia.",
  "posSystems.title": "Sistemas de punto de venta",
  "posSystems.summary":
    "Instalación de terminales de punto de venta y quioscos de autoservicio para cadenas comerciales y restaurantes, tienda por tienda y durante la noche.",
  "posSystems.highlight1": "Instalación de noche",
  "posSystems.highlight2": "Despliegues en varias sucursales",
  "posSystems.highlight3": "Probado con su proveedor",
  "posSystems.overview1":
    "Instalamos sistemas de punto de venta para cadenas comerciales y restaurantes, tienda por tienda, sin cerrar las puertas. Las cuadrillas llegan después del cierre, tienden las salidas de datos y los circuitos dedicados, montan y conectan terminales, impresoras, pantallas de cocina y dispositivos de pago, y prueban cada caja con su proveedor de punto de venta antes del turno de la mañana.",
  "posSystems.overview2":
    "Para despliegues en muchas sucursales inspeccionamos los sitios, definimos un alcance estándar para cada tipo de tienda y enviamos cuadrillas que siguen la misma lista de verificación en todas partes, con fotos y una hoja de conformidad para cada tienda.",
  "posSystems.included1": "Inspección de sitios y un alcance estándar para cada tipo de tienda",
  "posSystems.included2": "Salidas de datos y equipo de red para cada terminal e impresora",
  "posSystems.included3": "Circuitos dedicados para terminales, pantallas de cocina y quioscos",
  "posSystems.included4":
    "Montaje de terminales, dispositivos de pago, impresoras y pantallas de cocina",
  "posSystems.included5":
    "Quioscos de autoservicio y puntos de pedido de servicio para autos (drive-thru)",
  "posSystems.included6":
    "Pruebas de punta a punta con su proveedor de punto de venta y el equipo de la tienda",
  "posSystems.included7": "Retiro y reciclaje del equipo anterior",
  "posSystems.included8": "Fotos y una lista de terminación firmada para cada sucursal",
  "posSystems.installTime1.scope": "Una tienda o un restaurante",
  "posSystems.installTime1.time": "Un turno de noche",
  "posSystems.installTime2.scope": "Grupo de quioscos de autoservicio",
  "posSystems.installTime2.time": "1 a 2 noches",
  "posSystems.installTime3.scope": "Despliegue en una cadena",
  "posSystems.installTime3.time": "3 a 5 tiendas por cuadrilla cada semana",
  "posSystems.installNote":
    "Trabajamos fuera de horario y entre un servicio de comidas y otro, para que las tiendas abran a tiempo con el sistema nuevo listo.",
  "posSystems.license1.why":
    "Cubre el cableado de datos y las conexiones de red detrás de cada terminal.",
  "posSystems.license2.why":
    "Cubre los circuitos dedicados que necesitan las terminales, los quioscos y las pantallas de cocina.",
  "posSystems.industry1": "Cadenas comerciales",
  "posSystems.industry2": "Restaurantes y cadenas de comida rápida",
  "posSystems.industry3": "Quioscos de autoservicio",
  "posSystems.industry4": "Sucursales bancarias",
  "posSystems.industry5": "Comedores y tiendas de campus",
  "posSystems.metaDescription":
    "Instalación de sistemas de punto de venta para cadenas y restaurantes: terminales, pantallas de cocina, quioscos, datos y circuitos dedicados, de noche y tienda por tienda.",
  "generalContracting.title": "Construcción general",
  "generalContracting.summary":
    "Gestión de remodelaciones y mejoras para inquilinos con licencia B de contratista general, desde los permisos hasta la lista final de pendientes.",
  "generalContracting.highlight1": "Contratista general con licencia B",
  "generalContracting.highlight2": "De los permisos a la lista de pendientes",
  "generalContracting.highlight3": "Un solo contacto",
  "generalContracting.overview1":
    "Como contratista general con licencia, gestionamos mejoras para inquilinos, remodelaciones y renovaciones de tiendas desde la primera visita hasta la inspección final. Como nuestras cuadrillas de electricidad y bajo voltaje son propias, los oficios que más suelen retrasar un calendario ya forman parte de nuestro equipo.",
  "generalContracting.overview2":
    "Usted tiene un solo gerente de proyecto, un solo calendario y un solo contrato. Tramitamos los permisos, coordinamos a los subcontratistas, mantenemos la obra segura y limpia, y entregamos un paquete de cierre completo con garantías y planos finales de obra.",
  "generalContracting.included1": "Visita previa a la obra, presupuesto y calendario",
  "generalContracting.included2": "Planos para el permiso, solicitudes de permisos e inspecciones",
  "generalContracting.included3": "Demolición, estructura, tablaroca, plafones, puertas y herrajes",
  "generalContracting.included4": "Pisos, pintura y acabados",
  "generalContracting.included5":
    "Trabajo eléctrico y de bajo voltaje con nuestras propias cuadrillas",
  "generalContracting.included6":
    "Coordinación de subcontratistas de aire acondicionado, plomería y protección contra incendios",
  "generalContracting.included7":
    "Adecuaciones de accesibilidad en baños, mostradores y rutas de circulación",
  "generalContracting.included8":
    "Lista de pendientes, documentos de cierre y seguimiento de garantías",
  "generalContracting.installTime1.scope": "Renovación de tienda o remodelación pequeña",
  "generalContracting.installTime1.time": "1 a 3 semanas",
  "generalContracting.installTime2.scope":
    "Mejora de oficina para inquilino, de 2,000 a 10,000 pies²",
  "generalContracting.installTime2.time": "4 a 10 semanas",
  "generalContracting.installTime3.scope": "Revisión del permiso antes de empezar",
  "generalContracting.installTime3.time": "2 a 8 semanas, según la ciudad",
  "generalContracting.installNote":
    "Podemos hacer el trabajo por etapas para que tiendas, sucursales y oficinas sigan abiertas mientras construimos.",
  "generalContracting.license1.why":
    "La licencia de contratista general de construcción para proyectos que combinan dos o más oficios distintos.",
  "generalContracting.license2.why":
    "El trabajo eléctrico y de bajo voltaje lo hacen nuestras propias cuadrillas con licencia, no subcontratistas.",
  "generalContracting.industry1": "Cadenas comerciales",
  "generalContracting.industry2": "Sucursales bancarias",
  "generalContracting.industry3": "Restaurantes",
  "generalContracting.industry4": "Oficinas de gobierno",
  "generalContracting.industry5": "Instalaciones educativas",
  "generalContracting.metaDescription":
    "Contratista general con licencia para mejoras de inquilino, remodelaciones y renovaciones de tiendas en {states}: permisos, obra, electricidad y bajo voltaje con nuestras cuadrillas.",
  "page.eyebrow": "Servicio",
  "page.getQuote": "Pida su cotización hoy",
  "page.back": "Volver a servicios",
  "page.about": "Acerca de este servicio",
  "page.included": "Qué incluye",
  "page.howItRuns": "Cómo se lleva a cabo su proyecto",
  "page.step1.title": "Visita al sitio",
  "page.step1.text":
    "Visitamos el sitio o revisamos sus planos con usted y confirmamos el alcance.",
  "page.step2.title": "Cotización en 24 horas",
  "page.step2.text":
    "Una cotización detallada con calendario, exclusiones y las licencias que aplican.",
  "page.step3.title": "Instalación programada",
  "page.step3.text":
    "Nuestras propias cuadrillas con licencia en las fechas acordadas, fuera de horario si el negocio sigue abierto.",
  "page.step4.title": "Pruebas y entrega",
  "page.step4.text":
    "Resultados de las pruebas, planos finales de obra y un recorrido final con su equipo.",
  "page.installTime": "Tiempo típico de instalación",
  "page.licenses": "Licencias que aplican",
  "page.licenseName": "{licenses} (California)",
  "page.industries": "Industrias que atendemos",
  "page.ready": "¿Listo para planear su proyecto?",
  "page.readyText":
    "Envíenos el alcance, los planos o unas fotos y le responderemos con una cotización detallada en 24 horas. ¿Prefiere hablarlo? Llame al <phone>{phone}</phone>.",
  "page.requestQuote": "Pida una cotización",
  "page.callUs": "Llámenos",
  "page.others": "Otros servicios",
  "page.facts": "Datos del servicio",
  "page.breadcrumb": "Ruta de navegación",
} satisfies NamespaceMessages<"services">;
