import type { AreaCode } from '@gaceta/shared/areas';

/**
 * The demo office's news and the provider's library, as a Spanish law office would publish them.
 * `fate` says where each item ends in the workflow; `daysAgo` when it was written.
 */

export type DemoFate = 'draft' | 'sent_back' | 'ready' | 'scheduled' | 'published' | 'unpublished';

export interface DemoNews {
  title: string;
  language: 'es' | 'en' | 'pt';
  /** Subject codes (SEED_SUBJECTS). */
  subjects: string[];
  areas: AreaCode[];
  keywords: string[];
  summary: string;
  /** The web version, in the editor's HTML. */
  body: string;
  /** The post for X, without the link (added when seeded). */
  hook: string;
  fate: DemoFate;
  daysAgo: number;
  /** A first, shorter save before the final one: the item shows two revisions. */
  revised?: boolean;
  /** A draft still waiting for its image. */
  noImage?: boolean;
  /** Its X post shows an image of its own: the AI's square cover from the title (docs/ai.md). */
  xCover?: boolean;
  /**
   * How many days a scheduled item stays on the website (its window's end); the office's default
   * window otherwise. Advice with a deadline comes down once the deadline has passed.
   */
  webDays?: number;
  /** The reviewer's comment when the item was sent back. */
  comment?: string;
  /**
   * A published item's summary as the writer corrected it afterwards: the change waits for the
   * reviewer, while the website keeps the approved one (docs/news.md, Changes to live news).
   */
  correction?: string;
}

export const DEMO_AUTHOR = 'Javier Fernández Gil';

export const OFFICE_NEWS: DemoNews[] = [
  {
    title: 'Reforma laboral: el contrato fijo discontinuo, tres años después',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['reforma laboral', 'fijo discontinuo', 'contratación'],
    summary:
      'La reforma laboral convirtió el contrato fijo discontinuo en la alternativa a la temporalidad. Repasamos cómo se llama a las personas trabajadoras, qué antigüedad generan y qué indemnización corresponde si se extingue el contrato.',
    body: `<h2>Del contrato temporal al fijo discontinuo</h2>
<p>Desde la entrada en vigor del Real Decreto-ley 32/2021, los contratos por obra o servicio desaparecieron y la temporalidad quedó limitada a causas muy concretas. El <strong>contrato fijo discontinuo</strong> ocupó su lugar en los trabajos de temporada y en las actividades que se repiten en fechas inciertas.</p>
<h2>Lo que la empresa debe cuidar</h2>
<ul><li>El llamamiento por escrito y con antelación suficiente, según el convenio.</li><li>El cómputo de la antigüedad por toda la duración de la relación, no solo por los periodos trabajados.</li><li>La información anual a la representación legal sobre las previsiones de llamamiento.</li></ul>
<p>La falta de llamamiento equivale a un despido: la persona trabajadora dispone de veinte días hábiles para reclamar desde que conoce la falta de convocatoria.</p>
<blockquote><p>Revisar hoy los modelos de llamamiento evita reclamaciones mañana.</p></blockquote>`,
    hook: 'Fijos discontinuos: llamamiento, antigüedad e indemnización. Lo que toda empresa de temporada debe revisar.',
    fate: 'published',
    daysAgo: 158,
    revised: true,
    xCover: true,
  },
  {
    title: 'Registro de jornada: qué exige la Inspección de Trabajo en sus visitas',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['registro de jornada', 'Inspección de Trabajo', 'sanciones'],
    summary:
      'El registro diario de jornada es obligatorio para todas las empresas desde 2019. La Inspección de Trabajo lo revisa en casi todas sus actuaciones y las sanciones por no llevarlo son graves. Explicamos qué debe contener y cuánto tiempo hay que conservarlo.',
    body: `<p>El artículo 34.9 del Estatuto de los Trabajadores obliga a registrar cada día el <strong>inicio y el final de la jornada</strong> de cada persona trabajadora, también a tiempo completo.</p>
<h2>Qué mira la Inspección</h2>
<ul><li>Que el registro sea diario, individual y fiable: no vale una plantilla firmada a final de mes con el horario teórico.</li><li>Que se conserve cuatro años y esté a disposición de la plantilla, de su representación y de la Inspección.</li><li>Que las horas extraordinarias se registren y se compensen.</li></ul>
<p>No llevar el registro es una infracción grave. Además, en un juicio por horas extraordinarias, la falta de registro juega en contra de la empresa al valorar la prueba.</p>`,
    hook: 'Registro de jornada: diario, individual, fiable y conservado cuatro años. Lo que revisa la Inspección de Trabajo.',
    fate: 'unpublished',
    daysAgo: 149,
  },
  {
    title: 'Despido disciplinario por uso del correo corporativo: los límites del control empresarial',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['despido disciplinario', 'control empresarial', 'intimidad', 'correo electrónico'],
    summary:
      'La empresa puede vigilar el uso de sus herramientas digitales, pero solo si antes ha fijado las reglas y ha informado de los controles. Sin esa advertencia previa, la prueba obtenida puede declararse nula y el despido, improcedente.',
    body: `<p>Los tribunales aplican la doctrina del Tribunal Europeo de Derechos Humanos en el caso <em>Bărbulescu</em>: el control del correo corporativo es legítimo si supera un juicio de <strong>idoneidad, necesidad y proporcionalidad</strong>.</p>
<h2>Antes de vigilar</h2>
<ol><li>Aprobar una política de uso de los dispositivos digitales, con participación de la representación legal.</li><li>Informar de forma clara de que existen controles y de su alcance.</li><li>Limitar la revisión a lo necesario para el fin perseguido.</li></ol>
<p>El artículo 87 de la Ley Orgánica 3/2018 recoge estas exigencias. Una prueba obtenida vulnerando la intimidad no puede sostener una sanción.</p>`,
    hook: '¿Puede la empresa leer el correo corporativo? Sí, con reglas previas y avisando. Sin ellas, la prueba puede ser nula.',
    fate: 'published',
    daysAgo: 137,
    revised: true,
    correction:
      'La empresa puede vigilar el uso de sus herramientas digitales, pero solo si antes ha fijado las reglas y ha informado de los controles. Sin esa advertencia previa, la prueba obtenida puede declararse nula y el despido, improcedente, como recuerda la doctrina Bărbulescu del Tribunal Europeo de Derechos Humanos.',
  },
  {
    title: 'Ley de Vivienda: qué cambia para los arrendadores en las zonas tensionadas',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['Ley de Vivienda', 'alquiler', 'zonas tensionadas', 'arrendamientos urbanos'],
    summary:
      'La Ley 12/2023 permite a las comunidades autónomas declarar zonas de mercado residencial tensionado, donde la renta de los nuevos contratos queda limitada. Explicamos a quién afecta, qué es un gran tenedor y qué gastos paga ahora el arrendador.',
    body: `<h2>Zonas tensionadas</h2>
<p>En las zonas declaradas, la renta del nuevo contrato no puede superar la del contrato anterior, con las actualizaciones permitidas. Si el arrendador es un <strong>gran tenedor</strong>, se aplica además el índice de referencia de precios.</p>
<h2>Gastos de gestión</h2>
<p>Los honorarios de la inmobiliaria y los gastos de formalización del contrato corren a cargo del arrendador. Trasladarlos al inquilino puede dar lugar a reclamaciones de devolución.</p>
<h2>Prórrogas extraordinarias</h2>
<ul><li>Al terminar el contrato en zona tensionada, el inquilino puede pedir una prórroga anual de hasta tres años en las mismas condiciones.</li><li>El arrendador solo puede negarse en los supuestos que prevé la ley, como la necesidad de la vivienda para sí o su familia.</li></ul>`,
    hook: 'Ley de Vivienda: límites de renta en zonas tensionadas, gastos de gestión para el arrendador y prórrogas extraordinarias.',
    fate: 'published',
    daysAgo: 124,
  },
  {
    title: 'Herencias: cómo renunciar, aceptar a beneficio de inventario o repudiar sin riesgos',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['herencia', 'beneficio de inventario', 'repudiación', 'sucesiones'],
    summary:
      'Aceptar una herencia sin conocer sus deudas puede comprometer el patrimonio propio. La aceptación a beneficio de inventario limita la responsabilidad a los bienes heredados. Explicamos los plazos, ante quién se hace y cuándo conviene repudiar.',
    body: `<p>Quien acepta una herencia de forma pura y simple responde de las deudas del causante también con sus propios bienes. Para evitarlo, el Código Civil ofrece la <strong>aceptación a beneficio de inventario</strong>.</p>
<h2>Cómo se hace</h2>
<ul><li>Se declara ante notario, que forma el inventario de bienes y deudas.</li><li>Los acreedores se pagan con los bienes de la herencia; lo que sobre, es del heredero.</li><li>Hay plazos breves cuando el heredero tiene los bienes en su poder: conviene actuar pronto.</li></ul>
<h2>Repudiar</h2>
<p>La repudiación es irrevocable y se hace en documento público. Los hijos del que repudia no heredan en su lugar por derecho de representación en la sucesión testada, algo que conviene valorar en familia.</p>`,
    hook: 'Heredar deudas no es inevitable: la aceptación a beneficio de inventario protege tu patrimonio. Plazos y pasos.',
    fate: 'published',
    daysAgo: 110,
  },
  {
    title: 'Protección de datos en la pequeña empresa: las cinco obligaciones que más se olvidan',
    language: 'es',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['protección de datos', 'RGPD', 'LOPDGDD', 'cumplimiento'],
    summary:
      'El Reglamento General de Protección de Datos se aplica también al comercio de barrio y a la asesoría de cinco personas. Repasamos las obligaciones que la Agencia Española de Protección de Datos sanciona con más frecuencia.',
    body: `<ol><li><strong>Informar</strong> en cada formulario, presencial o web, de quién trata los datos, para qué y cómo ejercer los derechos.</li><li>Llevar el <strong>registro de actividades de tratamiento</strong>, aunque la empresa tenga menos de 250 trabajadores cuando trata datos de forma habitual.</li><li>Firmar el <strong>contrato de encargo</strong> con la gestoría, el proveedor informático o la empresa de videovigilancia.</li><li>Tener un procedimiento para <strong>notificar brechas</strong> a la Agencia en 72 horas.</li><li>Respetar los plazos de <strong>conservación</strong> y borrar lo que ya no hace falta.</li></ol>
<p>Las cámaras de videovigilancia merecen capítulo aparte: cartel informativo, grabaciones borradas en un mes salvo incidencia y nunca en zonas de descanso.</p>`,
    hook: 'RGPD en la pequeña empresa: informar, registrar, firmar con proveedores, notificar brechas y borrar a tiempo.',
    fate: 'published',
    daysAgo: 96,
    revised: true,
  },
  {
    title: 'Impuesto sobre Sucesiones: las bonificaciones autonómicas que conviene conocer',
    language: 'es',
    subjects: ['fiscal', 'civil'],
    areas: ['esp'],
    keywords: ['Impuesto sobre Sucesiones', 'bonificaciones', 'comunidades autónomas'],
    summary:
      'El mismo patrimonio puede tributar muy distinto según la comunidad autónoma de residencia del fallecido. Explicamos qué ley autonómica se aplica, qué bonificaciones existen para hijos y cónyuges y qué plazos hay para presentar la autoliquidación.',
    body: `<p>El Impuesto sobre Sucesiones está cedido a las comunidades autónomas, que fijan reducciones y bonificaciones propias. Se aplica la normativa de la comunidad donde el causante tuvo su <strong>residencia habitual</strong> durante los cinco años anteriores al fallecimiento.</p>
<h2>Plazos</h2>
<p>La autoliquidación se presenta en los <strong>seis meses</strong> siguientes al fallecimiento, prorrogables otros seis si se pide dentro de los cinco primeros.</p>
<h2>Antes de liquidar</h2>
<ul><li>Comprobar la residencia fiscal del causante.</li><li>Valorar los inmuebles con el valor de referencia del Catastro.</li><li>Revisar las reducciones por vivienda habitual y por empresa familiar.</li></ul>`,
    hook: 'Sucesiones: tributa según la residencia del fallecido. Seis meses para liquidar y bonificaciones que cambian por comunidad.',
    fate: 'published',
    daysAgo: 82,
  },
  {
    title: 'Ley de Segunda Oportunidad: cancelar deudas siendo particular o autónomo',
    language: 'es',
    subjects: ['commercial', 'civil'],
    areas: ['esp'],
    keywords: ['segunda oportunidad', 'exoneración', 'concurso de acreedores', 'autónomos'],
    summary:
      'Desde la reforma concursal de 2022, las personas físicas pueden pedir la exoneración del pasivo insatisfecho con o sin liquidación de su patrimonio. Explicamos los requisitos de buena fe, qué deudas quedan fuera y cómo se protege la vivienda habitual.',
    body: `<p>La Ley 16/2022 reformó el texto refundido de la Ley Concursal y simplificó el camino hacia la <strong>exoneración</strong> de deudas para particulares y autónomos.</p>
<h2>Dos vías</h2>
<ul><li><strong>Con liquidación</strong>: se venden los bienes y se exoneran las deudas que queden.</li><li><strong>Con plan de pagos</strong>: el deudor conserva su patrimonio, incluida la vivienda, y paga lo que puede durante tres o cinco años.</li></ul>
<h2>Deudas que no se exoneran</h2>
<p>Las pensiones de alimentos, las responsabilidades derivadas de delito y, con límites, las deudas con Hacienda y la Seguridad Social siguen exigibles.</p>`,
    hook: 'Segunda oportunidad: exonerar deudas con o sin vender tu patrimonio. Requisitos y deudas que no se cancelan.',
    fate: 'published',
    daysAgo: 68,
  },
  {
    title: 'Verifactu: cómo prepararse para la facturación verificable',
    language: 'es',
    subjects: ['fiscal'],
    areas: ['esp'],
    keywords: ['Verifactu', 'facturación', 'Agencia Tributaria', 'software'],
    summary:
      'El Reglamento de sistemas informáticos de facturación (Real Decreto 1007/2023) obliga a empresas y autónomos a usar programas que garanticen la integridad de cada factura. Explicamos qué debe hacer hoy quien factura con un programa propio o comercial.',
    body: `<p>El reglamento exige que el software de facturación registre cada factura de forma <strong>encadenada e inalterable</strong>, con un código QR que permita al cliente comprobarla ante la Agencia Tributaria.</p>
<h2>Qué hacer ya</h2>
<ol><li>Preguntar al proveedor del programa si emite la declaración responsable de cumplimiento.</li><li>Decidir si se enviarán los registros a la Agencia en tiempo real (modalidad Verifactu).</li><li>Revisar los procesos de rectificación: una factura no se borra, se rectifica.</li></ol>
<p>Las multas por usar programas que permitan alterar registros son elevadas, tanto para el usuario como para el fabricante.</p>`,
    hook: 'Verifactu: facturas encadenadas, QR y programas certificados. Tres pasos para no llegar tarde.',
    fate: 'published',
    daysAgo: 56,
    revised: true,
  },
  {
    title: 'Medios adecuados de solución de controversias: el requisito previo para demandar',
    language: 'es',
    subjects: ['civil', 'commercial'],
    areas: ['esp'],
    keywords: ['MASC', 'eficiencia procesal', 'mediación', 'negociación'],
    summary:
      'La Ley Orgánica 1/2025 de eficiencia del Servicio Público de Justicia exige, en la mayoría de los asuntos civiles y mercantiles, intentar antes un medio adecuado de solución de controversias. Sin acreditarlo, la demanda no se admite.',
    body: `<p>Desde abril de 2025, antes de presentar una demanda civil hay que acreditar un <strong>intento de negociación</strong>: mediación, conciliación, oferta vinculante confidencial o negociación entre abogados, entre otros.</p>
<h2>Cómo se acredita</h2>
<ul><li>Con un documento firmado por ambas partes o por el tercero neutral.</li><li>Con la prueba de que la otra parte recibió la propuesta y no contestó en treinta días.</li></ul>
<p>Quedan fuera, entre otros, los procesos de tutela de derechos fundamentales, la adopción de medidas cautelares y los juicios de desahucio por precario en determinados casos.</p>
<p>Una negociación bien documentada también cuenta para las costas: rechazar sin motivo una propuesta razonable puede salir caro.</p>`,
    hook: 'Antes de demandar, negociar: la Ley de Eficiencia exige acreditar un intento de acuerdo. Cómo hacerlo bien.',
    fate: 'published',
    daysAgo: 45,
  },
  {
    title: 'Desconexión digital: cómo redactar la política interna de la empresa',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['desconexión digital', 'teletrabajo', 'política interna'],
    summary:
      'Toda empresa debe tener una política de desconexión digital elaborada con la representación de la plantilla. Proponemos su contenido mínimo: horarios sin comunicaciones, excepciones justificadas y formación a los mandos.',
    body: `<p>El artículo 88 de la Ley Orgánica 3/2018 reconoce el derecho a no responder comunicaciones fuera del tiempo de trabajo. La empresa debe concretarlo en una <strong>política interna</strong>.</p>
<h2>Contenido mínimo recomendado</h2>
<ul><li>Franja horaria sin correos ni mensajes, salvo urgencias definidas.</li><li>Respuesta automática en vacaciones y permisos.</li><li>Programación diferida de envíos para quien trabaja en otros husos horarios.</li><li>Formación a quienes dirigen equipos: el ejemplo empieza arriba.</li></ul>`,
    hook: 'Desconexión digital: franjas sin mensajes, excepciones claras y formación a los mandos. Así se redacta la política.',
    fate: 'published',
    daysAgo: 35,
  },
  {
    title: 'Pactos de socios en la sociedad limitada: cláusulas que evitan conflictos',
    language: 'es',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['pacto de socios', 'sociedad limitada', 'arrastre', 'acompañamiento'],
    summary:
      'Los estatutos no lo resuelven todo. Un pacto de socios bien redactado ordena la entrada de inversores, la salida de un socio y los bloqueos en la junta. Repasamos las cláusulas de arrastre, acompañamiento, permanencia y no competencia.',
    body: `<h2>Cláusulas esenciales</h2>
<ul><li><strong>Arrastre (drag along)</strong>: si la mayoría vende, la minoría vende en las mismas condiciones.</li><li><strong>Acompañamiento (tag along)</strong>: si un socio vende, los demás pueden vender con él.</li><li><strong>Permanencia y no competencia</strong> de los socios fundadores.</li><li><strong>Mecanismos de desbloqueo</strong> cuando la junta queda empatada.</li></ul>
<p>El pacto obliga a quienes lo firman. Para que sea oponible a la sociedad y a terceros, conviene trasladar a los estatutos lo que la ley permita.</p>`,
    hook: 'Pacto de socios: arrastre, acompañamiento, permanencia y desbloqueo. Lo que los estatutos no resuelven.',
    fate: 'published',
    daysAgo: 26,
    revised: true,
  },
  {
    title: 'Spain’s digital nomad visa: tax and employment questions for foreign professionals',
    language: 'en',
    subjects: ['labor', 'fiscal'],
    areas: ['esp'],
    keywords: ['digital nomad visa', 'Beckham regime', 'remote work', 'residence'],
    summary:
      'Spain’s international teleworking residence permit lets non-EU professionals live in Spain while working for companies abroad. We explain who qualifies, how social security works and when the special tax regime for inbound workers applies.',
    body: `<p>The Startups Act (Law 28/2022) created a residence permit for <strong>international teleworking</strong>: non-EU nationals who work remotely for companies located outside Spain, or as freelancers with mostly foreign clients.</p>
<h2>Key points</h2>
<ul><li>The applicant must show at least three months of prior work with the employer or clients.</li><li>Social security coverage either stays in the home country under a bilateral agreement or moves to Spain.</li><li>Holders may opt into the <strong>special regime for inbound workers</strong>, taxing Spanish-source income at a flat rate for six years.</li></ul>
<p>Choosing the regime has a deadline: six months from registering with Spanish social security.</p>`,
    hook: 'Moving to Spain to work remotely? The digital nomad permit, social security and the inbound workers’ tax regime.',
    fate: 'published',
    daysAgo: 19,
  },
  {
    title: 'Compra de vivienda en España por no residentes: NIE, impuestos y plazos',
    language: 'pt',
    subjects: ['civil', 'fiscal'],
    areas: ['esp'],
    keywords: ['compra de imóvel', 'NIE', 'não residentes', 'impostos'],
    summary:
      'Cada vez mais clientes de Portugal e do Brasil compram casa em Espanha. Explicamos os passos: obter o NIE, abrir conta bancária, assinar o contrato de sinal, a escritura no notário e os impostos que se pagam na compra e depois dela.',
    body: `<h2>Antes de assinar</h2>
<ul><li>Obter o <strong>NIE</strong> (número de identidade de estrangeiro), indispensável para a escritura e para pagar impostos.</li><li>Verificar no Registo Predial que o imóvel não tem encargos.</li><li>Negociar o contrato de sinal (<em>arras</em>): se o comprador desistir, perde o sinal; se o vendedor desistir, devolve-o em dobro.</li></ul>
<h2>Impostos</h2>
<p>Na compra de habitação usada paga-se o Imposto sobre Transmissões Patrimoniais, cuja taxa depende da comunidade autónoma. Depois, o proprietário não residente declara anualmente o Imposto sobre o Rendimento de Não Residentes, mesmo que não arrende o imóvel.</p>`,
    hook: 'Comprar casa em Espanha sendo não residente: NIE, sinal, escritura e impostos, passo a passo.',
    fate: 'published',
    daysAgo: 12,
  },
  {
    title: 'Permiso por cuidado de hijos: cómo se pide y qué puede denegar la empresa',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['conciliación', 'permiso parental', 'adaptación de jornada'],
    summary:
      'Las personas trabajadoras pueden pedir adaptar su jornada para cuidar de hijos o familiares, y disfrutar de un permiso parental de ocho semanas. Explicamos el procedimiento de negociación y los motivos por los que la empresa puede negarse.',
    body: `<p>El artículo 34.8 del Estatuto de los Trabajadores permite pedir la <strong>adaptación de la duración y distribución de la jornada</strong> para conciliar. La empresa debe abrir una negociación de hasta quince días y responder por escrito.</p>
<h2>La negativa</h2>
<p>Solo cabe por razones objetivas de la organización, que la empresa debe explicar. Si no lo hace, la persona trabajadora puede acudir al procedimiento judicial urgente del artículo 139 de la Ley reguladora de la jurisdicción social.</p>
<h2>Permiso parental</h2>
<p>Hasta que el menor cumple ocho años, cada progenitor puede disfrutar de ocho semanas de permiso, continuas o discontinuas, avisando con diez días de antelación.</p>`,
    hook: 'Conciliar: adaptar la jornada y el permiso parental de ocho semanas. Cuándo puede la empresa decir que no.',
    fate: 'published',
    daysAgo: 6,
  },
  {
    title: 'Desahucio por impago: plazos reales y alternativas al juicio',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['desahucio', 'impago de renta', 'arrendamientos'],
    summary:
      'Recuperar una vivienda alquilada por impago exige un procedimiento judicial que la Ley de Vivienda ha hecho más exigente para el arrendador. Explicamos los requisitos previos, los plazos habituales y las alternativas negociadas.',
    body: `<p>La demanda de desahucio debe indicar si el arrendador es gran tenedor y si la vivienda es la residencia habitual del inquilino. En algunos casos hay que acreditar que se intentó antes un procedimiento de conciliación o intermediación.</p>
<h2>Si el inquilino es vulnerable</h2>
<p>El juzgado comunica la situación a los servicios sociales, que pueden pedir la suspensión del lanzamiento durante un tiempo limitado.</p>
<h2>Alternativas</h2>
<ul><li>Acuerdo de salida con condonación parcial de la deuda.</li><li>Mediación en los servicios municipales de vivienda.</li><li>Seguro de impago, que adelanta rentas y gastos de defensa.</li></ul>`,
    hook: 'Desahucio por impago: requisitos previos, plazos y alternativas al juicio que pueden ahorrar meses.',
    fate: 'unpublished',
    daysAgo: 30,
  },
  {
    title: 'Whistleblowing channels: what Spanish companies with 50 employees must have',
    language: 'en',
    subjects: ['commercial', 'labor'],
    areas: ['esp'],
    keywords: ['whistleblowing', 'compliance', 'Law 2/2023', 'internal reporting'],
    summary:
      'Law 2/2023 requires every Spanish company with 50 or more employees to run an internal reporting channel and protect those who use it. We list the requirements and the penalties for companies that still lack one.',
    body: `<p>Law 2/2023 transposed the EU Whistleblower Directive. Companies with <strong>50 or more employees</strong> must set up an internal channel and appoint a person responsible for it.</p>
<h2>Requirements</h2>
<ul><li>Written and verbal reports, including anonymous ones.</li><li>Acknowledgement within seven days and an answer within three months.</li><li>A register of reports, kept confidential.</li><li>No retaliation against the reporting person.</li></ul>
<p>Fines for serious breaches reach seven figures for legal entities. Outsourcing the channel is allowed, but the responsibility stays with the company.</p>`,
    hook: '50+ employees in Spain? You need an internal whistleblowing channel under Law 2/2023. Here is what it must do.',
    fate: 'published',
    daysAgo: 2,
  },
  {
    title: 'Divorcio de mutuo acuerdo ante notario: cuándo es posible',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['divorcio', 'notario', 'convenio regulador'],
    summary:
      'Los matrimonios sin hijos menores o con discapacidad pueden divorciarse ante notario si están de acuerdo. Es más rápido que la vía judicial, pero exige un convenio regulador completo y la asistencia de abogado.',
    body: `<p>Desde la Ley de Jurisdicción Voluntaria, el <strong>divorcio notarial</strong> es posible cuando hay mutuo acuerdo y no hay hijos menores no emancipados ni hijos mayores con medidas de apoyo que dependan de los padres.</p>
<h2>Qué se necesita</h2>
<ul><li>Convenio regulador firmado por ambos cónyuges.</li><li>Asistencia de abogado en ejercicio.</li><li>Haber pasado tres meses desde la celebración del matrimonio.</li></ul>
<p>El convenio debe resolver el uso de la vivienda, la liquidación del régimen económico y, en su caso, la pensión compensatoria.</p>`,
    hook: 'Divorcio ante notario: sin hijos menores, con acuerdo y con abogado. Más rápido que el juzgado.',
    fate: 'scheduled',
    daysAgo: 6,
  },
  {
    title: 'Cierre del ejercicio: cinco decisiones fiscales antes del 31 de diciembre',
    language: 'es',
    subjects: ['fiscal'],
    areas: ['esp'],
    keywords: ['cierre fiscal', 'Impuesto sobre Sociedades', 'IRPF', 'planificación'],
    summary:
      'Antes de cerrar el año conviene revisar amortizaciones, provisiones, reservas y aportaciones a planes de pensiones. Recogemos cinco decisiones que reducen la factura fiscal de forma legal y documentada.',
    body: `<ol><li><strong>Reserva de capitalización</strong>: dotarla reduce la base imponible del Impuesto sobre Sociedades.</li><li><strong>Deterioro de créditos</strong>: los impagados de más de seis meses pueden deducirse.</li><li><strong>Amortización acelerada</strong> de inversiones en empresas de reducida dimensión.</li><li><strong>Aportaciones</strong> a sistemas de previsión social, dentro de los límites.</li><li><strong>Retribución de administradores</strong>: que esté en estatutos y aprobada por la junta.</li></ol>
<p>Cada decisión debe quedar documentada antes del cierre: después ya no hay margen.</p>`,
    hook: 'Cierre del ejercicio: cinco decisiones fiscales que hay que tomar antes del 31 de diciembre.',
    fate: 'scheduled',
    daysAgo: 4,
    webDays: 24,
  },
  {
    title: 'Contratos de alquiler de temporada: límites tras la Ley de Vivienda',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['alquiler de temporada', 'arrendamientos', 'fraude de ley'],
    summary:
      'El alquiler de temporada no está sometido a los límites de renta del alquiler de vivienda habitual, por lo que su uso ha crecido. Los tribunales ya declaran en fraude de ley contratos de temporada que encubren una vivienda permanente.',
    body: `<p>Un contrato de temporada exige una <strong>causa temporal real</strong>: estudios, un destino laboral limitado, un tratamiento médico. Debe constar en el contrato y poder acreditarse.</p>
<h2>Riesgos para el arrendador</h2>
<ul><li>Que el contrato se considere de vivienda habitual, con sus plazos mínimos y prórrogas.</li><li>Sanciones autonómicas en las comunidades que han regulado esta modalidad.</li></ul>`,
    hook: 'Alquiler de temporada: necesita una causa temporal real. Si no, el juez puede tratarlo como vivienda habitual.',
    fate: 'scheduled',
    daysAgo: 3,
  },
  {
    title: 'Inteligencia artificial en la selección de personal: obligaciones de la empresa',
    language: 'es',
    subjects: ['labor', 'commercial'],
    areas: ['esp'],
    keywords: ['inteligencia artificial', 'selección de personal', 'Reglamento de IA', 'algoritmos'],
    summary:
      'El Reglamento europeo de inteligencia artificial considera de alto riesgo los sistemas usados para seleccionar y evaluar personas trabajadoras. Explicamos qué deben hacer las empresas que ya filtran currículos con herramientas automáticas.',
    body: `<p>Los sistemas de IA que criban candidaturas o evalúan el rendimiento son <strong>de alto riesgo</strong> según el Reglamento (UE) 2024/1689. Quien los usa asume obligaciones propias, distintas de las del fabricante.</p>
<h2>Obligaciones del usuario</h2>
<ul><li>Supervisión humana efectiva de las decisiones.</li><li>Informar a la representación de la plantilla, como ya exige el artículo 64 del Estatuto de los Trabajadores sobre algoritmos.</li><li>Conservar los registros de funcionamiento.</li></ul>`,
    hook: 'IA para seleccionar personal: alto riesgo según el Reglamento europeo. Qué debe hacer la empresa que la usa.',
    fate: 'ready',
    daysAgo: 9,
  },
  {
    title: 'Garantía de los productos: tres años para reclamar al vendedor',
    language: 'es',
    subjects: ['commercial', 'civil'],
    areas: ['esp'],
    keywords: ['consumidores', 'garantía', 'falta de conformidad'],
    summary:
      'Desde 2022, la garantía legal de los bienes nuevos es de tres años y la de los contenidos digitales, de dos. Explicamos qué puede exigir el consumidor y qué debe hacer el comercio ante una reclamación.',
    body: `<p>El consumidor puede elegir entre <strong>reparación o sustitución</strong>, salvo que una opción sea imposible o desproporcionada. Si no se resuelve, puede pedir rebaja del precio o resolver el contrato.</p>
<p>Durante los dos primeros años se presume que la falta de conformidad existía al entregar el bien: es el vendedor quien debe probar lo contrario.</p>`,
    hook: 'Garantía legal: tres años en bienes nuevos. Reparar, sustituir, rebajar o devolver: qué puede exigir el cliente.',
    fate: 'ready',
    daysAgo: 8,
    revised: true,
  },
  {
    title: 'Transmisión de la empresa familiar: la reducción del 95 % en donaciones',
    language: 'es',
    subjects: ['fiscal', 'commercial'],
    areas: ['esp'],
    keywords: ['empresa familiar', 'donaciones', 'relevo generacional'],
    summary:
      'Donar las participaciones de la empresa familiar a los hijos puede tributar con una reducción del 95 % si se cumplen los requisitos de la Ley del Impuesto sobre Sucesiones y Donaciones. Los explicamos con un calendario de relevo.',
    body: `<h2>Requisitos principales</h2>
<ul><li>Que el donante tenga 65 años o más, o una incapacidad reconocida.</li><li>Que deje de ejercer funciones de dirección y de cobrar por ellas.</li><li>Que la empresa esté exenta en el Impuesto sobre el Patrimonio.</li><li>Que el donatario mantenga lo recibido durante diez años.</li></ul>
<p>Planificar con tiempo permite ordenar el relevo en la dirección y evitar perder la reducción por un detalle formal.</p>`,
    hook: 'Relevo en la empresa familiar: donar participaciones con una reducción del 95 %. Requisitos y calendario.',
    fate: 'ready',
    daysAgo: 7,
  },
  {
    title: 'Arrendamiento de local de negocio: cláusulas que el inquilino debe negociar',
    language: 'es',
    subjects: ['commercial', 'civil'],
    areas: ['esp'],
    keywords: ['local de negocio', 'arrendamiento', 'traspaso', 'fianza'],
    summary:
      'El alquiler de un local comercial se rige sobre todo por lo pactado. Antes de firmar, conviene negociar la duración, las obras, el derecho de traspaso y quién paga el IBI y la comunidad.',
    body: `<p>En el arrendamiento para uso distinto de vivienda prima la autonomía de la voluntad. Lo que no se pacte, lo decide la ley, no siempre a favor del inquilino.</p>
<ul><li><strong>Carencia</strong> de renta mientras se hacen las obras.</li><li><strong>Traspaso y subarriendo</strong>, con el porcentaje de participación del arrendador.</li><li><strong>Reparto de gastos</strong>: IBI, comunidad, seguros.</li><li><strong>Desistimiento</strong> anticipado con preaviso e indemnización tasada.</li></ul>`,
    hook: 'Antes de alquilar un local: carencia, traspaso, gastos y desistimiento. Lo que hay que negociar.',
    fate: 'ready',
    daysAgo: 5,
  },
  {
    title: 'Recursos contra liquidaciones y sanciones de Hacienda: plazos que no se pueden perder',
    language: 'es',
    subjects: ['fiscal'],
    areas: ['esp'],
    keywords: ['recurso de reposición', 'reclamación económico-administrativa', 'plazos'],
    summary:
      'Un mes para la reposición, un mes para la reclamación económico-administrativa, dos meses para el contencioso. Ordenamos los plazos de recurso frente a las liquidaciones y sanciones tributarias.',
    body: `<p>Frente a una liquidación o sanción de la Agencia Tributaria caben el <strong>recurso de reposición</strong> y la <strong>reclamación económico-administrativa</strong>, ambos en el plazo de un mes desde la notificación.</p>
<p>Recurrir una sanción suspende su ejecución sin necesidad de garantía mientras se resuelve en vía administrativa.</p>`,
    hook: 'Sanción de Hacienda: un mes para recurrir. Reposición, económico-administrativa y suspensión sin garantía.',
    fate: 'ready',
    daysAgo: 12,
  },
  {
    title: 'Novedades en la prestación por desempleo: la compatibilidad con el empleo',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['desempleo', 'complemento de apoyo al empleo', 'SEPE'],
    summary:
      'La reforma del nivel asistencial permite cobrar el subsidio mientras se trabaja, con un complemento que baja poco a poco. Explicamos quién puede pedirlo y qué cambia en la empresa que contrata.',
    body: `<p>El <strong>complemento de apoyo al empleo</strong> permite compatibilizar el subsidio por desempleo con un trabajo por cuenta ajena, a tiempo completo o parcial.</p>
<p>El importe se reduce cada trimestre según una escala. La empresa no asume coste adicional, pero debe comunicar el alta en plazo.</p>`,
    hook: 'Subsidio y trabajo, a la vez: así funciona el complemento de apoyo al empleo.',
    fate: 'sent_back',
    daysAgo: 10,
    comment:
      'Falta citar el Real Decreto-ley que aprobó la reforma y el año en que entró en vigor. Añade también un ejemplo con importes para que el lector vea cómo baja el complemento.',
  },
  {
    title: 'Proteção de dados em Espanha: o que muda para empresas portuguesas com clientes espanhóis',
    language: 'pt',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['proteção de dados', 'RGPD', 'AEPD'],
    summary:
      'O RGPD é igual em Portugal e em Espanha, mas a lei espanhola acrescenta regras próprias e a autoridade espanhola tem critérios de fiscalização diferentes. Resumimos o que uma empresa portuguesa deve rever.',
    body: `<p>A Lei Orgânica 3/2018 completa o RGPD em Espanha com regras sobre direitos digitais, videovigilância e comunicações comerciais.</p>
<ul><li>Designar um representante ou um encarregado de proteção de dados quando a lei o exige.</li><li>Rever o consentimento para comunicações comerciais por correio eletrónico.</li></ul>`,
    hook: 'Empresas portuguesas com clientes em Espanha: o que a lei espanhola de proteção de dados acrescenta ao RGPD.',
    fate: 'draft',
    daysAgo: 2,
  },
  {
    title: 'Responsabilidad de los administradores por deudas sociales',
    language: 'es',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['administradores', 'responsabilidad', 'causa de disolución'],
    summary:
      'Si la sociedad tiene pérdidas que reducen su patrimonio por debajo de la mitad del capital, los administradores deben convocar la junta en dos meses. Si no lo hacen, responden personalmente de las deudas posteriores.',
    body: `<p>El artículo 367 de la Ley de Sociedades de Capital hace responder solidariamente a los administradores que no promueven la disolución o el concurso cuando concurre causa legal.</p>`,
    hook: 'Administradores: pérdidas graves y dos meses para convocar la junta. Si no, responden con su patrimonio.',
    fate: 'draft',
    daysAgo: 1,
    noImage: true,
  },
  {
    title: 'Modificación sustancial de condiciones de trabajo: procedimiento y defensa',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['modificación sustancial', 'artículo 41', 'horario'],
    summary:
      'Cambiar el horario, el sistema de remuneración o las funciones exige seguir el artículo 41 del Estatuto de los Trabajadores. Explicamos el procedimiento individual y el colectivo, y las opciones de la persona afectada.',
    body: `<p>La empresa debe acreditar razones económicas, técnicas, organizativas o de producción y notificar la medida con quince días de antelación.</p>
<p>La persona afectada puede impugnar, aceptar o rescindir el contrato con una indemnización de veinte días por año.</p>`,
    hook: 'Cambio de horario o de sueldo impuesto por la empresa: procedimiento del artículo 41 y cómo defenderse.',
    fate: 'draft',
    daysAgo: 13,
    revised: true,
  },
  {
    title: 'Criptoactivos en la declaración de la renta y el modelo 721',
    language: 'es',
    subjects: ['fiscal'],
    areas: ['esp'],
    keywords: ['criptomonedas', 'modelo 721', 'IRPF'],
    summary:
      'Las ganancias por venta o permuta de criptomonedas tributan en la base del ahorro. Quien las tiene custodiadas en el extranjero por más de 50.000 euros debe presentar además el modelo 721.',
    body: `<p>Cada permuta entre criptomonedas es una transmisión que genera ganancia o pérdida patrimonial. Conviene conservar el historial completo de operaciones.</p>`,
    hook: 'Criptomonedas y renta: cada permuta tributa. Y si superan 50.000 € en el extranjero, modelo 721.',
    fate: 'draft',
    daysAgo: 15,
    noImage: true,
  },
  {
    title: 'Mediation in Spanish commercial disputes: a practical guide for foreign companies',
    language: 'en',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['mediation', 'commercial disputes', 'Spain'],
    summary:
      'Since 2025, most civil and commercial claims in Spain require a prior attempt at an out-of-court settlement. For foreign companies, mediation is often the fastest way to meet the requirement and keep a business relationship alive.',
    body: `<p>Spanish courts will not admit most civil claims unless the claimant shows a prior attempt to settle. Mediation under Law 5/2012 is one of the accepted routes.</p>`,
    hook: 'Suing in Spain now requires a prior attempt to settle. Why mediation is often the best route for foreign companies.',
    fate: 'draft',
    daysAgo: 18,
  },
];

/** The provider's library: written once, copied to the offices subscribed to its subjects. */
export const LIBRARY_NEWS: (DemoNews & { copied?: 'to_review' | 'reviewed' })[] = [
  {
    title: 'Salario Mínimo Interprofesional: cómo afecta la subida a los convenios',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['salario mínimo', 'convenio colectivo', 'absorción'],
    summary:
      'Cada subida del Salario Mínimo Interprofesional obliga a revisar las nóminas que quedan por debajo. Explicamos cuándo pueden absorberse los complementos y qué ocurre con los convenios que fijan salarios inferiores.',
    body: `<p>El SMI es una garantía de cuantía anual: se compara con el salario total en cómputo anual, no con el salario base de cada mes.</p>
<h2>Compensación y absorción</h2>
<p>Los complementos salariales pueden absorber la subida si el convenio no lo impide. Los complementos vinculados al puesto, como la nocturnidad o la toxicidad, no se absorben según la doctrina más reciente.</p>`,
    hook: 'Sube el SMI: qué nóminas hay que revisar y qué complementos pueden absorber la subida.',
    fate: 'published',
    daysAgo: 21,
    copied: 'to_review',
  },
  {
    title: 'Vivienda habitual y herencia: la reducción del 95 % en el Impuesto sobre Sucesiones',
    language: 'es',
    subjects: ['fiscal', 'civil'],
    areas: ['esp'],
    keywords: ['vivienda habitual', 'Impuesto sobre Sucesiones', 'reducción'],
    summary:
      'Quien hereda la vivienda habitual del fallecido puede aplicar una reducción del 95 % de su valor si es cónyuge, descendiente o pariente que convivía con él, y la conserva diez años.',
    body: `<p>La reducción estatal tiene un límite por heredero y muchas comunidades autónomas la mejoran. Mantener la vivienda durante diez años es requisito: venderla antes obliga a pagar lo reducido con intereses.</p>`,
    hook: 'Heredar la vivienda habitual: reducción del 95 % si se conserva diez años.',
    fate: 'published',
    daysAgo: 14,
    copied: 'to_review',
  },
  {
    title: 'Jubilación activa: compatibilizar la pensión con el trabajo',
    language: 'es',
    subjects: ['labor'],
    areas: ['esp'],
    keywords: ['jubilación activa', 'pensión', 'compatibilidad'],
    summary:
      'La jubilación activa permite cobrar una parte de la pensión mientras se trabaja. Explicamos los requisitos, el porcentaje que se cobra y las diferencias entre trabajar por cuenta ajena y por cuenta propia.',
    body: `<p>Para acceder hay que haber cumplido la edad ordinaria de jubilación y tener derecho al cien por cien de la base reguladora. La pensión se cobra en un porcentaje que aumenta con los años de demora.</p>`,
    hook: 'Jubilación activa: cobrar parte de la pensión y seguir trabajando. Requisitos y porcentajes.',
    fate: 'published',
    daysAgo: 33,
    copied: 'reviewed',
  },
  {
    title: 'Reforma del Código Penal: delitos societarios y responsabilidad de la persona jurídica',
    language: 'es',
    subjects: ['criminal', 'commercial'],
    areas: ['esp'],
    keywords: ['compliance penal', 'persona jurídica', 'delitos societarios'],
    summary:
      'Las personas jurídicas responden penalmente por los delitos cometidos en su beneficio por directivos o empleados sin la debida supervisión. Un modelo de cumplimiento eficaz puede eximir o atenuar esa responsabilidad.',
    body: `<p>El artículo 31 bis del Código Penal describe los requisitos del modelo de organización y gestión: mapa de riesgos, protocolos, canal de denuncias, régimen disciplinario y revisión periódica.</p>`,
    hook: 'Compliance penal: un modelo eficaz puede eximir a la empresa de responsabilidad.',
    fate: 'published',
    daysAgo: 40,
  },
  {
    title: 'Contratación pública: cómo recurrir una adjudicación',
    language: 'es',
    subjects: ['administrative'],
    areas: ['esp'],
    keywords: ['contratación pública', 'recurso especial', 'adjudicación'],
    summary:
      'El recurso especial en materia de contratación permite impugnar pliegos y adjudicaciones ante un tribunal administrativo independiente, en quince días hábiles y con suspensión automática de la adjudicación.',
    body: `<p>El recurso especial cabe en los contratos de mayor valor. Su interposición contra la adjudicación suspende automáticamente la formalización del contrato.</p>`,
    hook: 'Licitaciones: quince días hábiles para el recurso especial contra una adjudicación.',
    fate: 'published',
    daysAgo: 52,
  },
  {
    title: 'Reforma laboral en México: reparto de utilidades y subcontratación',
    language: 'es',
    subjects: ['labor'],
    areas: ['mex'],
    keywords: ['México', 'subcontratación', 'PTU'],
    summary:
      'La reforma de subcontratación en México prohibió externalizar personal salvo servicios especializados registrados. Explicamos el registro REPSE y el tope de la participación de los trabajadores en las utilidades.',
    body: `<p>Las empresas que prestan servicios especializados deben inscribirse en el Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE) y renovar el registro periódicamente.</p>`,
    hook: 'México: subcontratación solo de servicios especializados con registro REPSE.',
    fate: 'published',
    daysAgo: 26,
  },
  {
    title: 'EU Data Act: what changes for connected products sold in Spain',
    language: 'en',
    subjects: ['commercial'],
    areas: ['esp'],
    keywords: ['Data Act', 'connected products', 'data sharing'],
    summary:
      'The EU Data Act gives users of connected products the right to access and share the data they generate. Manufacturers selling in Spain must design products and contracts accordingly.',
    body: `<p>Users may ask the manufacturer to share product data with a third party of their choice. Unfair contractual terms on data access imposed on small businesses are not binding.</p>`,
    hook: 'EU Data Act: users of connected products can now access and share their data.',
    fate: 'ready',
    daysAgo: 11,
  },
  {
    title: 'Nueva regulación de las comunidades de propietarios: obras de accesibilidad',
    language: 'es',
    subjects: ['civil'],
    areas: ['esp'],
    keywords: ['propiedad horizontal', 'accesibilidad', 'comunidad de propietarios'],
    summary:
      'Las obras de accesibilidad son obligatorias cuando las pide un vecino con discapacidad o mayor de setenta años y su coste anual no supera doce mensualidades de gastos comunes.',
    body: `<p>La Ley de Propiedad Horizontal obliga a la comunidad a realizar las obras y ajustes razonables de accesibilidad dentro de los límites de coste que fija la ley.</p>`,
    hook: 'Ascensor y rampas: cuándo son obligatorias las obras de accesibilidad en la comunidad.',
    fate: 'draft',
    daysAgo: 3,
  },
];
