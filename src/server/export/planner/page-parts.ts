import { PLANNER_LIMITS } from '@core/planner.ts'
import type { PlannerContext, PlannerMonth, PlannerPage, PlannerSection, SectionItem } from './planner-types.ts'

/**
 * What the tracker, goal, notes and checklist builders share (issue 28, decision 91): the page's
 * body size they paginate against, the words they print, and the months a calendar section repeats
 * over. The builders lay out in TypeScript so every PlannerPage is one physical page; the Typst
 * bodies (planner-*.typ) draw them and size rows from the space they are really given.
 */

/** The area a template's body fills, in points: the page less the frame's margins, header and tabs. */
export interface BodySize {
  width: number
  height: number
}

/**
 * The builders' context: the engine's, plus the body size when the frame knows it. Without it they
 * paginate for the smallest body any trim gives (5.5 × 8.5 in portrait, or the tablet page), so a
 * page may hold less than it could but never more.
 */
export type PagesContext = PlannerContext & { body?: BodySize }

const SMALLEST_BODY: BodySize = { width: 320, height: 470 }
const SMALLEST_DIGITAL_BODY: BodySize = { width: 690, height: 440 }

/** The planner page as the frame sets it (planner-document.ts: plannerPage), in points. */
export interface FramePage {
  width: number
  height: number
  inside: number
  outside: number
  top: number
  bottom: number
  /** The page's width against Letter's; type in the frame scales by it, never below 80 %. */
  scale: number
}

/** The digital planner's tab column and its gap (planner.typ: tab-w + tab-gap). */
export const FRAME_TABS = (0.95 + 0.18) * 72

/**
 * The body the frame (planner.typ) leaves a page: the page less its margins, the digital planner's
 * tab column, and the header (section label, a title line, the rule and the space under it, about
 * 40 pt at Letter's scale). Counted generously: a builder paginating for a body a little smaller
 * than the real one leaves a little room, one paginating for a larger body overflows.
 */
export function frameBody(page: FramePage, digital: boolean): BodySize {
  const type = Math.max(page.scale, 0.8)
  const header = 40 * type + 10
  return {
    width: page.width - page.inside - page.outside - (digital ? FRAME_TABS : 0),
    height: page.height - page.top - page.bottom - header,
  }
}

export const bodyOf = (context: PagesContext): BodySize => context.body ?? (context.digital ? SMALLEST_DIGITAL_BODY : SMALLEST_BODY)

export const PT_PER_MM = 72 / 25.4
/** A write-in row's least height (issue 28): 7 mm. */
export const WRITE_IN = PLANNER_LIMITS.minWriteInMm * PT_PER_MM

/**
 * The body's type size: the page's width against Letter's body decides it, within 8.5–10.5 pt, so
 * an A5 page is not set in Letter's size nor a Letter page in A5's. Typst reads it from the page
 * (`p.size`), so the estimate here and the drawing there use the same size.
 */
export const typeSize = (body: BodySize): number => {
  const shorter = Math.min(body.width, body.height * 1.1)
  return Math.round(Math.min(10.5, Math.max(8.5, shorter / 50)) * 2) / 2
}

/** How many pages a 'pages' template prints: `pageOptions.pages`, 1 when absent. */
export const pageCount = (section: PlannerSection): number =>
  Math.min(PLANNER_LIMITS.maxSectionPages, Math.max(1, Math.floor(section.options.pages ?? 1)))

export const pageId = (section: PlannerSection, n: number): string => `s${section.index}-p${n}`

/** The page's common fields; `n` counts from 1 within the section. */
export function page(section: PlannerSection, n: number, title: string, context: PagesContext, data: Record<string, unknown>): PlannerPage {
  return {
    template: section.template,
    id: pageId(section, n),
    section: section.index,
    title,
    size: typeSize(bodyOf(context)),
    digital: context.digital,
    // The introduction prints once, at the top of the section's first page (the frame prints it).
    ...(n === 1 && section.intro.length > 0 ? { intro: section.intro.join('\n\n') } : {}),
    ...data,
  }
}

/** A section's pages numbered from 1 with their ids, for builders that make them in a loop. */
export function numbered(
  section: PlannerSection,
  context: PagesContext,
  pages: { title: string; data: Record<string, unknown> }[],
): PlannerPage[] {
  return pages.map((entry, i) => page(section, i + 1, entry.title, context, entry.data))
}

/** 'Habit tracker — March 2027' dated, 'Habit tracker — March' undated. */
export const monthTitle = (section: PlannerSection, month: PlannerMonth): string => `${section.title} — ${month.name}`

/** A month's days for a tracker's grid: the number, and the weekday's initial when the planner is dated. */
export function monthDays(month: PlannerMonth, context: PlannerContext): { n: number; wd: string | null; weekend: boolean }[] {
  const dated = month.year !== null
  const weekendIndex = (weekday: number) => (context.weekStart === 'monday' ? weekday >= 5 : weekday === 0 || weekday === 6)
  return month.days.map((day) => ({
    n: day.day,
    wd: dated ? initial(context.weekdays[day.weekday] ?? '') : null,
    weekend: dated && weekendIndex(day.weekday),
  }))
}

const initial = (name: string) => [...name][0]?.toUpperCase() ?? ''

/** A short weekday name ('Mon'), from the full one the context gives. */
export const shortDay = (name: string): string => [...name].slice(0, 3).join('')

/** An item as the Typst bodies read it. */
export const itemData = (item: SectionItem) => ({ text: item.text, note: item.note })

export interface PageWords {
  notes: string
  habit: string
  month: string
  week: string
  date: string
  day: string
  total: string
  moodKey: string
  reflection: string
  meals: [string, string, string, string]
  shopping: string
  ideas: string
  income: string
  source: string
  expected: string
  actual: string
  budget: string
  difference: string
  category: string
  expenses: string
  description: string
  amount: string
  categories: string
  totalIncome: string
  totalSpent: string
  left: string
  exercise: string
  sets: string
  reps: string
  weight: string
  title: string
  author: string
  started: string
  finished: string
  rating: string
  dueBy: string
  continued: string
  done: string
  priorities: string
  milestones: string
  rate: string
  focus: string
  /** 'Quarter {n}'. */
  quarter: string
  /** Marks an example row: 'e.g.'. */
  example: string
}

/**
 * The words the pages print around the creator's text, in the book's language (English for a
 * language without its own set; the creator's titles and items print as written). The languages
 * are book-labels.ts's; default items (moods, aisles, prompts when a section has none) stay English.
 */
// prettier-ignore
const PAGE_WORDS: Record<string, PageWords> = {
  en: {
    notes: 'Notes', habit: 'Habit', month: 'Month', week: 'Week of', date: 'Date', day: 'Day', total: 'Total', moodKey: 'Mood key',
    reflection: 'Reflections', meals: ['Breakfast', 'Lunch', 'Dinner', 'Snacks'], shopping: 'Shopping list', ideas: 'Ideas',
    income: 'Income', source: 'Source', expected: 'Expected', actual: 'Actual', budget: 'Budget', difference: 'Difference',
    category: 'Category', expenses: 'Expense log', description: 'Description', amount: 'Amount', categories: 'Budget by category',
    totalIncome: 'Total income', totalSpent: 'Total spent', left: 'Left over', exercise: 'Exercise', sets: 'Sets', reps: 'Reps',
    weight: 'Weight', title: 'Title', author: 'Author', started: 'Started', finished: 'Finished', rating: 'Rating', dueBy: 'Due by',
    continued: '(continued)', done: 'Done', priorities: 'Top priorities', milestones: 'Milestones', rate: 'Rate it', focus: 'Focus',
    quarter: 'Quarter {n}', example: 'e.g.',
  },
  es: {
    notes: 'Notas', habit: 'Hábito', month: 'Mes', week: 'Semana del', date: 'Fecha', day: 'Día', total: 'Total', moodKey: 'Estados de ánimo',
    reflection: 'Reflexiones', meals: ['Desayuno', 'Almuerzo', 'Cena', 'Tentempiés'], shopping: 'Lista de la compra', ideas: 'Ideas',
    income: 'Ingresos', source: 'Fuente', expected: 'Previsto', actual: 'Real', budget: 'Presupuesto', difference: 'Diferencia',
    category: 'Categoría', expenses: 'Registro de gastos', description: 'Descripción', amount: 'Importe', categories: 'Presupuesto por categoría',
    totalIncome: 'Total ingresos', totalSpent: 'Total gastado', left: 'Sobrante', exercise: 'Ejercicio', sets: 'Series', reps: 'Reps',
    weight: 'Peso', title: 'Título', author: 'Autor', started: 'Empezado', finished: 'Terminado', rating: 'Valoración', dueBy: 'Fecha límite',
    continued: '(continuación)', done: 'Hecho', priorities: 'Prioridades', milestones: 'Hitos', rate: 'Puntuación', focus: 'Enfoque',
    quarter: 'Trimestre {n}', example: 'p. ej.',
  },
  fr: {
    notes: 'Notes', habit: 'Habitude', month: 'Mois', week: 'Semaine du', date: 'Date', day: 'Jour', total: 'Total', moodKey: 'Humeurs',
    reflection: 'Réflexions', meals: ['Petit-déjeuner', 'Déjeuner', 'Dîner', 'En-cas'], shopping: 'Liste de courses', ideas: 'Idées',
    income: 'Revenus', source: 'Source', expected: 'Prévu', actual: 'Réel', budget: 'Budget', difference: 'Écart',
    category: 'Catégorie', expenses: 'Journal des dépenses', description: 'Description', amount: 'Montant', categories: 'Budget par catégorie',
    totalIncome: 'Total des revenus', totalSpent: 'Total dépensé', left: 'Reste', exercise: 'Exercice', sets: 'Séries', reps: 'Répét.',
    weight: 'Poids', title: 'Titre', author: 'Auteur', started: 'Commencé', finished: 'Terminé', rating: 'Appréciation', dueBy: 'Échéance',
    continued: '(suite)', done: 'Fait', priorities: 'Priorités', milestones: 'Étapes', rate: 'Évaluation', focus: 'Objectif',
    quarter: 'Trimestre {n}', example: 'ex.',
  },
  de: {
    notes: 'Notizen', habit: 'Gewohnheit', month: 'Monat', week: 'Woche vom', date: 'Datum', day: 'Tag', total: 'Summe', moodKey: 'Stimmungen',
    reflection: 'Gedanken', meals: ['Frühstück', 'Mittagessen', 'Abendessen', 'Snacks'], shopping: 'Einkaufsliste', ideas: 'Ideen',
    income: 'Einnahmen', source: 'Quelle', expected: 'Geplant', actual: 'Tatsächlich', budget: 'Budget', difference: 'Differenz',
    category: 'Kategorie', expenses: 'Ausgabenbuch', description: 'Beschreibung', amount: 'Betrag', categories: 'Budget nach Kategorie',
    totalIncome: 'Einnahmen gesamt', totalSpent: 'Ausgaben gesamt', left: 'Übrig', exercise: 'Übung', sets: 'Sätze', reps: 'Wdh.',
    weight: 'Gewicht', title: 'Titel', author: 'Autor', started: 'Begonnen', finished: 'Beendet', rating: 'Bewertung', dueBy: 'Fällig bis',
    continued: '(Fortsetzung)', done: 'Erledigt', priorities: 'Prioritäten', milestones: 'Meilensteine', rate: 'Bewertung', focus: 'Fokus',
    quarter: 'Quartal {n}', example: 'z. B.',
  },
  pt: {
    notes: 'Notas', habit: 'Hábito', month: 'Mês', week: 'Semana de', date: 'Data', day: 'Dia', total: 'Total', moodKey: 'Humores',
    reflection: 'Reflexões', meals: ['Café da manhã', 'Almoço', 'Jantar', 'Lanches'], shopping: 'Lista de compras', ideas: 'Ideias',
    income: 'Receitas', source: 'Fonte', expected: 'Previsto', actual: 'Real', budget: 'Orçamento', difference: 'Diferença',
    category: 'Categoria', expenses: 'Registro de despesas', description: 'Descrição', amount: 'Valor', categories: 'Orçamento por categoria',
    totalIncome: 'Total de receitas', totalSpent: 'Total gasto', left: 'Sobra', exercise: 'Exercício', sets: 'Séries', reps: 'Reps',
    weight: 'Peso', title: 'Título', author: 'Autor', started: 'Início', finished: 'Fim', rating: 'Avaliação', dueBy: 'Prazo',
    continued: '(continuação)', done: 'Feito', priorities: 'Prioridades', milestones: 'Marcos', rate: 'Nota', focus: 'Foco',
    quarter: 'Trimestre {n}', example: 'ex.',
  },
  it: {
    notes: 'Note', habit: 'Abitudine', month: 'Mese', week: 'Settimana del', date: 'Data', day: 'Giorno', total: 'Totale', moodKey: 'Umori',
    reflection: 'Riflessioni', meals: ['Colazione', 'Pranzo', 'Cena', 'Spuntini'], shopping: 'Lista della spesa', ideas: 'Idee',
    income: 'Entrate', source: 'Fonte', expected: 'Previsto', actual: 'Effettivo', budget: 'Budget', difference: 'Differenza',
    category: 'Categoria', expenses: 'Registro spese', description: 'Descrizione', amount: 'Importo', categories: 'Budget per categoria',
    totalIncome: 'Totale entrate', totalSpent: 'Totale speso', left: 'Avanzo', exercise: 'Esercizio', sets: 'Serie', reps: 'Rip.',
    weight: 'Peso', title: 'Titolo', author: 'Autore', started: 'Iniziato', finished: 'Finito', rating: 'Voto', dueBy: 'Scadenza',
    continued: '(continua)', done: 'Fatto', priorities: 'Priorità', milestones: 'Traguardi', rate: 'Voto', focus: 'Focus',
    quarter: 'Trimestre {n}', example: 'es.',
  },
}

export function pageWords(language: string): PageWords {
  return PAGE_WORDS[language.split('-')[0]!.toLowerCase()] ?? PAGE_WORDS['en']!
}
