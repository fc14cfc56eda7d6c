import type { LabelledBook } from './labelled-book.ts'

// A Spanish checklist of 5 chapters with the stock phrasing models use in Spanish ("Al final de
// este capítulo tendrás…", "es muy importante tener en cuenta que…"), which is not repetition, and
// one real repeat: chapter 4 copies chapter 2's packing instruction.
const PLATES = 'Envuelve los platos de porcelana en papel de periódico y guárdalos de canto dentro de cajas pequeñas y resistentes.'

export const MOVING_CHECKLIST_ES: LabelledBook = {
  name: 'mudanza checklist (5 chapters, Spanish)',
  language: 'es',
  chapters: [
    {
      title: 'Ocho semanas antes',
      plan: 'Planificar la mudanza: presupuesto, fecha y empresa. Puntos clave: presupuesto; presupuestos de empresas; calendario.',
      content: `## Ocho semanas antes

Al final de este capítulo tendrás una fecha, un presupuesto y una empresa de mudanzas elegida.

### Presupuesto

- [ ] Pide al menos tres presupuestos por escrito.
- [ ] Es muy importante tener en cuenta que todo esto se puede hacer con calma si empiezas pronto.
- [ ] Reserva la fecha con la empresa que elijas.
`,
    },
    {
      title: 'Embalar la cocina',
      plan: 'Cómo embalar la cocina: platos, vasos, ollas y alimentos. Puntos clave: platos de porcelana; vasos; despensa.',
      content: `## Embalar la cocina

Al final de este capítulo tendrás la cocina embalada sin un solo plato roto.

### Vajilla

- [ ] ${PLATES}
- [ ] Rellena los huecos con trapos de cocina.

### Despensa

- [ ] Termina los congelados la semana anterior.
`,
    },
    {
      title: 'Documentos y cambios de dirección',
      plan: 'Avisar del cambio de domicilio: padrón, banco, suministros y correo. Puntos clave: padrón; suministros; correo.',
      content: `## Documentos y cambios de dirección

Al final de este capítulo tendrás avisados a todos los que necesitan tu nueva dirección.

- [ ] Empadrónate en el nuevo ayuntamiento durante el primer mes.
- [ ] Es muy importante tener en cuenta que todo esto se puede hacer por internet en muchos municipios.
- [ ] Da de alta la luz y el agua a tu nombre.
`,
    },
    {
      title: 'El día de la mudanza',
      plan: 'Organizar el día: llaves, inventario, niños y mascotas. Puntos clave: inventario; llaves; caja de primera noche.',
      content: `## El día de la mudanza

Al final de este capítulo tendrás el día organizado hora por hora.

- [ ] Revisa el inventario con el encargado antes de cargar.
- [ ] Si quedan platos por embalar: ${PLATES}
- [ ] Prepara una caja de primera noche con sábanas, cargadores y café.
`,
    },
    {
      title: 'La primera semana',
      plan: 'Instalarse: desembalar por orden, revisar daños y conocer el barrio. Puntos clave: orden de desembalaje; reclamaciones; barrio.',
      content: `## La primera semana

Al final de este capítulo tendrás la casa en marcha y las reclamaciones enviadas.

- [ ] Desembala primero la cocina y los dormitorios.
- [ ] Anota cualquier daño y reclámalo por escrito en el plazo que marque el contrato.
`,
    },
  ],
  expected: [{ chapter: 4, kind: 'repetition', includes: 'Envuelve los platos de porcelana', otherChapter: 2 }],
}
