/** The six services: cards on the home page and the service pages (docs/product.md#service-pages). */
export default {
  "copperFiber.title": "Copper & Fiber Ethernet Cabling",
  "copperFiber.summary":
    "Structured Cat6/Cat6A copper and single- or multi-mode fiber, terminated, labelled and certified for offices, campuses and data rooms.",
  "copperFiber.highlight1": "Cat6 / Cat6A copper",
  "copperFiber.highlight2": "OS2 and OM4 fiber",
  "copperFiber.highlight3": "Every link certified",
  "copperFiber.overview1":
    "We design and install structured cabling that carries voice, data, Wi-Fi, cameras and building systems for years without a second visit. Our crews pull plenum-rated Cat6 and Cat6A to every outlet, run single-mode and multimode fiber backbones between closets and buildings, and finish each room, rack and pathway to the TIA-568 and TIA-606 standards.",
  "copperFiber.overview2":
    "Every copper link is tested with a certification tester and every fiber strand with a power meter or OTDR before we leave. You receive the test reports, labeled floor plans and as-built drawings, so your IT team or the next contractor knows exactly what is in the ceiling.",
  "copperFiber.included1": "Site survey, pathway design and drop count from your floor plans",
  "copperFiber.included2": "Cat6 and Cat6A horizontal cabling, plenum or riser rated as required",
  "copperFiber.included3":
    "Single-mode (OS2) and multimode (OM3/OM4) fiber backbones with fusion-spliced terminations",
  "copperFiber.included4": "Racks, cabinets, patch panels, ladder rack and cable management",
  "copperFiber.included5":
    "J-hook and conduit pathways, sleeves and firestopping of every penetration",
  "copperFiber.included6": "Labeling of outlets, panels and cables to TIA-606",
  "copperFiber.included7": "Certification test reports for every copper link and fiber strand",
  "copperFiber.included8": "As-built drawings and removal of abandoned cable",
  "copperFiber.installTime1.scope": "Small office, 24 to 48 drops",
  "copperFiber.installTime1.time": "2 to 3 days",
  "copperFiber.installTime2.scope": "Full floor or building, 100 to 300 drops",
  "copperFiber.installTime2.time": "1 to 3 weeks",
  "copperFiber.installTime3.scope": "Fiber backbone between buildings on a campus",
  "copperFiber.installTime3.time": "2 to 6 weeks",
  "copperFiber.installNote":
    "Work in occupied offices, banks and schools is scheduled after hours or between terms so that nobody loses their connection during the day.",
  "copperFiber.license1.why":
    "Covers voice, data and fiber-optic cabling and the low-voltage systems it connects.",
  "copperFiber.license2.why":
    "Lets the same crew add the dedicated circuits for racks, network closets and wireless equipment.",
  "copperFiber.industry1": "Government and public agencies",
  "copperFiber.industry2": "Education campuses",
  "copperFiber.industry3": "Banking branches",
  "copperFiber.industry4": "Retail chains",
  "copperFiber.industry5": "Offices and data rooms",
  "copperFiber.metaDescription":
    "Cat6/Cat6A copper and OS2/OM4 fiber cabling installed, labeled and certified to TIA standards by a licensed C7 low-voltage contractor in {states}.",
  "threePhase.title": "3-Phase Electrical Installations",
  "threePhase.summary":
    "277/480V three-phase service, distribution and equipment feeds for commercial and light-industrial buildings.",
  "threePhase.highlight1": "277/480V and 120/208V",
  "threePhase.highlight2": "Services, switchboards, feeders",
  "threePhase.highlight3": "Tested and labeled",
  "threePhase.overview1":
    "Commercial and light-industrial buildings run on three-phase power. We install and upgrade 277/480V and 120/208V systems, from the service entrance and main switchboard down to the panelboards, step-down transformers and equipment feeds that keep rooftop units, compressors, kitchen lines and EV chargers running.",
  "threePhase.overview2":
    "Every job starts with a load calculation and permit drawings, and ends with insulation-resistance and phase-rotation tests, torqued and labeled terminations, and panel schedules that match what is actually in the panel.",
  "threePhase.included1": "Load calculations, single-line diagrams and permit drawings",
  "threePhase.included2": "Service upgrades and new main switchboards, with utility coordination",
  "threePhase.included3": "Panelboards and 480V to 208/120V dry-type transformers",
  "threePhase.included4":
    "Feeders and branch circuits for HVAC, motors, compressors and kitchen equipment",
  "threePhase.included5": "277V lighting circuits and energy-code lighting controls",
  "threePhase.included6": "Motor connections, disconnects and variable-frequency drives",
  "threePhase.included7": "Grounding and bonding to code",
  "threePhase.included8":
    "Insulation-resistance, torque and phase-rotation testing, typed panel schedules",
  "threePhase.installTime1.scope": "New equipment feed or sub-panel",
  "threePhase.installTime1.time": "1 to 2 days",
  "threePhase.installTime2.scope": "Tenant improvement power distribution",
  "threePhase.installTime2.time": "1 to 3 weeks",
  "threePhase.installTime3.scope": "Service upgrade with a new main switchboard",
  "threePhase.installTime3.time": "2 to 6 weeks",
  "threePhase.installNote":
    "Switchboard and transformer lead times and the utility's schedule for the cut-over set the calendar on service upgrades; we order long-lead equipment as soon as drawings are approved.",
  "threePhase.license1.why":
    "The electrical contractor's license required for services, distribution and equipment wiring.",
  "threePhase.license2.why":
    "Lets us run the whole tenant improvement when the electrical work is part of a larger remodel.",
  "threePhase.industry1": "Restaurants and commercial kitchens",
  "threePhase.industry2": "Retail chains",
  "threePhase.industry3": "Light manufacturing and warehouses",
  "threePhase.industry4": "Government buildings",
  "threePhase.industry5": "Education campuses",
  "threePhase.metaDescription":
    "277/480V and 120/208V three-phase services, switchboards, transformers and equipment feeds installed and tested by a licensed C10 electrical contractor in {states}.",
  "industrialUtility.title": "Industrial Utility Services",
  "industrialUtility.summary":
    "Medium-voltage work from 600V to 15KV: switchgear, transformers, feeders and utility coordination.",
  "industrialUtility.highlight1": "600V to 15KV",
  "industrialUtility.highlight2": "Terminations and splices",
  "industrialUtility.highlight3": "Planned outages",
  "industrialUtility.overview1":
    "Medium-voltage work leaves no room for guesswork. Our qualified crews install and maintain distribution from 600V up to 15KV: primary cable, splices and terminations, pad-mounted transformers, switchgear and primary metering for plants, campuses and public facilities.",
  "industrialUtility.overview2":
    "We plan every outage with your operations team and the serving utility, write the switching procedure in advance, and test new and existing cable before it is energized, so that the power comes back on when we said it would.",
  "industrialUtility.included1":
    "Medium-voltage cable installation in duct banks, trays and vaults",
  "industrialUtility.included2": "5KV and 15KV splices and terminations",
  "industrialUtility.included3":
    "Pad-mounted transformers, switchgear and primary metering sections",
  "industrialUtility.included4":
    "Coordination of planned outages and switching with the serving utility",
  "industrialUtility.included5":
    "Very-low-frequency (VLF) and insulation testing of new and existing cable",
  "industrialUtility.included6": "Infrared inspection and preventive maintenance of switchgear",
  "industrialUtility.included7": "Arc-flash labels installed from the engineer's study",
  "industrialUtility.included8": "Emergency response for failed cable and equipment",
  "industrialUtility.installTime1.scope": "Replacing medium-voltage cable in an existing duct",
  "industrialUtility.installTime1.time": "1 to 2 weeks",
  "industrialUtility.installTime2.scope": "New pad-mounted transformer and secondary service",
  "industrialUtility.installTime2.time": "2 to 4 weeks",
  "industrialUtility.installTime3.scope": "New medium-voltage service with switchgear",
  "industrialUtility.installTime3.time": "2 to 4 months",
  "industrialUtility.installNote":
    "Times are for work on site. Switchgear and transformer deliveries and the utility's outage calendar often set the overall schedule, and we plan around both from day one.",
  "industrialUtility.license1.why":
    "Covers electrical work at every voltage, including medium-voltage distribution.",
  "industrialUtility.license2.why":
    "Covers the trenching, duct banks, pads and vaults that come with a new service.",
  "industrialUtility.industry1": "Government and public works",
  "industrialUtility.industry2": "Manufacturing plants",
  "industrialUtility.industry3": "Water and wastewater facilities",
  "industrialUtility.industry4": "Education and hospital campuses",
  "industrialUtility.industry5": "Warehouses and distribution centers",
  "industrialUtility.metaDescription":
    "Industrial utility services from 600V to 15KV: medium-voltage cable, splices, terminations, transformers, switchgear and planned outages by a licensed electrical contractor.",
  "automation.title": "Automation & Control Systems",
  "automation.summary":
    "Controls, sensors and custom software that connect equipment, lighting and building systems into one dashboard.",
  "automation.highlight1": "Controls and sensors",
  "automation.highlight2": "Custom dashboards",
  "automation.highlight3": "Remote alerts",
  "automation.overview1":
    "We connect the equipment you already own into systems that run themselves and tell you when something is wrong. Our electricians install the controls, sensors and wiring; our developers write the software that turns their readings into schedules, alarms and reports.",
  "automation.overview2":
    "Typical projects include lighting and HVAC schedules across a chain of stores, energy monitoring at the panel, alarms on freezers and pumps, and dashboards that bring building systems from several sites onto one screen.",
  "automation.included1": "Assessment of existing equipment, controls and networks",
  "automation.included2": "Control panels, relays, contactors and sensor installation",
  "automation.included3": "Lighting controls, occupancy sensors and time schedules",
  "automation.included4": "Energy and power monitoring at panels and major loads",
  "automation.included5": "Integration with existing building systems over BACnet and Modbus",
  "automation.included6": "Custom dashboards, reports and text or e-mail alerts",
  "automation.included7": "Automated workflows between your equipment and business software",
  "automation.included8": "Training for your staff and ongoing support",
  "automation.installTime1.scope": "Lighting-control or sensor retrofit in one building",
  "automation.installTime1.time": "1 to 2 weeks",
  "automation.installTime2.scope": "Monitoring and alerts for existing equipment",
  "automation.installTime2.time": "2 to 4 weeks",
  "automation.installTime3.scope": "Custom integration or software across several sites",
  "automation.installTime3.time": "4 to 12 weeks",
  "automation.installNote":
    "Larger programs are delivered in phases: one pilot site first, then the rest once the results are confirmed.",
  "automation.license1.why":
    "Required for line-voltage controls, contactors and the circuits they switch.",
  "automation.license2.why":
    "Covers sensor, control and network wiring for monitoring and automation systems.",
  "automation.industry1": "Retail chains",
  "automation.industry2": "Restaurants",
  "automation.industry3": "Government facilities",
  "automation.industry4": "Education campuses",
  "automation.industry5": "Self-service kiosk operators",
  "automation.metaDescription":
    "Automation and control systems: lighting controls, sensors, energy monitoring, BACnet/Modbus integration and custom dashboards, installed by licensed electricians and our own developers.",
  "posSystems.title": "POS Systems",
  "posSystems.summary":
    "Point-of-sale and self-service kiosk installs for retail chains and restaurants, rolled out store by store overnight.",
  "posSystems.highlight1": "Overnight installs",
  "posSystems.highlight2": "Multi-site rollouts",
  "posSystems.highlight3": "Tested with your vendor",
  "posSystems.overview1":
    "We install point-of-sale systems for retail chains and restaurants, store by store, without closing the doors. Crews arrive after close, run the data drops and dedicated circuits, mount and connect terminals, printers, kitchen displays and payment devices, and test every lane with your POS vendor before the morning shift.",
  "posSystems.overview2":
    "For rollouts across many locations we survey the sites, build a standard scope for each store type, and send crews that follow the same checklist everywhere, with photos and a sign-off sheet for every store.",
  "posSystems.included1": "Site surveys and a standard scope for each store type",
  "posSystems.included2": "Data drops and network equipment for every terminal and printer",
  "posSystems.included3": "Dedicated circuits for terminals, kitchen displays and kiosks",
  "posSystems.included4":
    "Mounting of terminals, payment devices, printers and kitchen display screens",
  "posSystems.included5": "Self-service kiosks and drive-thru order points",
  "posSystems.included6": "End-to-end testing with your POS vendor and your store team",
  "posSystems.included7": "Removal and recycling of the old equipment",
  "posSystems.included8": "Photos and a signed completion checklist for every location",
  "posSystems.installTime1.scope": "Single store or restaurant",
  "posSystems.installTime1.time": "One overnight shift",
  "posSystems.installTime2.scope": "Bank of self-service kiosks",
  "posSystems.installTime2.time": "1 to 2 nights",
  "posSystems.installTime3.scope": "Chain rollout",
  "posSystems.installTime3.time": "3 to 5 stores per crew each week",
  "posSystems.installNote":
    "We work after hours and between meal services, so stores open on time with the new system ready.",
  "posSystems.license1.why":
    "Covers the data cabling and network connections behind every terminal.",
  "posSystems.license2.why":
    "Covers the dedicated circuits that POS terminals, kiosks and kitchen displays need.",
  "posSystems.industry1": "Retail chains",
  "posSystems.industry2": "Restaurants and quick-service chains",
  "posSystems.industry3": "Self-service kiosks",
  "posSystems.industry4": "Banking branches",
  "posSystems.industry5": "Campus dining and stores",
  "posSystems.metaDescription":
    "POS system installation for retail chains and restaurants: terminals, kitchen displays, kiosks, data drops and dedicated circuits, installed overnight and rolled out store by store.",
  "generalContracting.title": "General Contracting",
  "generalContracting.summary":
    "Licensed B-General Contractor management of tenant improvements and remodels, from permits to punch list.",
  "generalContracting.highlight1": "Licensed B-General Contractor",
  "generalContracting.highlight2": "Permits to punch list",
  "generalContracting.highlight3": "One point of contact",
  "generalContracting.overview1":
    "As a licensed general contractor we manage tenant improvements, remodels and store refreshes from the first walk-through to the final inspection. Because our electrical and low-voltage crews are in-house, the trades that most often hold up a schedule are already on our team.",
  "generalContracting.overview2":
    "You get one project manager, one schedule and one contract. We pull the permits, coordinate the subcontractors, keep the site safe and clean, and hand over a complete closeout package with warranties and as-built drawings.",
  "generalContracting.included1": "Pre-construction walk-through, budget and schedule",
  "generalContracting.included2": "Permit drawings, permit applications and inspections",
  "generalContracting.included3": "Demolition, framing, drywall, ceilings, doors and hardware",
  "generalContracting.included4": "Flooring, paint and finishes",
  "generalContracting.included5": "Electrical and low-voltage work by our own crews",
  "generalContracting.included6":
    "Coordination of mechanical, plumbing and fire-protection subcontractors",
  "generalContracting.included7":
    "Accessibility upgrades for restrooms, counters and paths of travel",
  "generalContracting.included8": "Punch list, closeout documents and warranty follow-up",
  "generalContracting.installTime1.scope": "Store refresh or small remodel",
  "generalContracting.installTime1.time": "1 to 3 weeks",
  "generalContracting.installTime2.scope": "Office tenant improvement, 2,000 to 10,000 sq ft",
  "generalContracting.installTime2.time": "4 to 10 weeks",
  "generalContracting.installTime3.scope": "Permit review before work starts",
  "generalContracting.installTime3.time": "2 to 8 weeks, depending on the city",
  "generalContracting.installNote":
    "We can phase work so that stores, branches and offices stay open while we build.",
  "generalContracting.license1.why":
    "The general building contractor's license for projects that combine two or more unrelated trades.",
  "generalContracting.license2.why":
    "Electrical and low-voltage scopes are done by our own licensed crews, not subcontracted.",
  "generalContracting.industry1": "Retail chains",
  "generalContracting.industry2": "Banking branches",
  "generalContracting.industry3": "Restaurants",
  "generalContracting.industry4": "Government offices",
  "generalContracting.industry5": "Education facilities",
  "generalContracting.metaDescription":
    "Licensed B-General Contractor for tenant improvements, remodels and store refreshes in {states}, with in-house electrical and low-voltage crews.",
  "page.eyebrow": "Service",
  "page.getQuote": "Get Your Quote Today",
  "page.back": "Back to Services",
  "page.about": "About this service",
  "page.included": "What is included",
  "page.howItRuns": "How your project runs",
  "page.step1.title": "Walk-through",
  "page.step1.text": "We visit the site or review your drawings with you and confirm the scope.",
  "page.step2.title": "Quote within 24 hours",
  "page.step2.text": "An itemized quote with schedule, exclusions and the licenses that apply.",
  "page.step3.title": "Scheduled installation",
  "page.step3.text":
    "Our own licensed crews on the agreed dates, after hours where the business stays open.",
  "page.step4.title": "Test and hand over",
  "page.step4.text": "Test results, as-built documents and a final walk-through with your team.",
  "page.installTime": "Typical installation time",
  "page.licenses": "Licenses that apply",
  "page.licenseName": "California {licenses}",
  "page.industries": "Industries served",
  "page.ready": "Ready to plan your project?",
  "page.readyText":
    "Send us the scope, drawings or a few photos and we will come back with a detailed quote within 24 hours. Prefer to talk it through? Call <phone>{phone}</phone>.",
  "page.requestQuote": "Request a Quote",
  "page.callUs": "Call us",
  "page.others": "Other services",
  "page.facts": "Service facts",
  "page.breadcrumb": "Breadcrumb",
};
