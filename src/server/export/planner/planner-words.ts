/**
 * The words the planner's pages print around the creator's (headings of a daily page, the notes
 * box), in the book's language; English for a language without its own set. Book-wide words
 * (Notes, Date, Week of) stay in core/book-labels.ts.
 */
export interface PlannerWords {
  focus: string
  notes: string
  priorities: string
  schedule: string
  week: string
  month: string
  date: string
  /** The year tab of an undated planner. */
  year: string
}

// prettier-ignore
const WORDS: Record<string, PlannerWords> = {
  en: { focus: 'Focus', notes: 'Notes', priorities: 'Top 3 priorities', schedule: 'Schedule', week: 'Week', month: 'Month', date: 'Date', year: 'Year' },
  es: { focus: 'Enfoque', notes: 'Notas', priorities: 'Las 3 prioridades', schedule: 'Horario', week: 'Semana', month: 'Mes', date: 'Fecha', year: 'Año' },
  fr: { focus: 'Objectif', notes: 'Notes', priorities: 'Mes 3 priorités', schedule: 'Emploi du temps', week: 'Semaine', month: 'Mois', date: 'Date', year: 'Année' },
  de: { focus: 'Fokus', notes: 'Notizen', priorities: 'Top-3-Prioritäten', schedule: 'Tagesplan', week: 'Woche', month: 'Monat', date: 'Datum', year: 'Jahr' },
  pt: { focus: 'Foco', notes: 'Notas', priorities: '3 prioridades', schedule: 'Agenda', week: 'Semana', month: 'Mês', date: 'Data', year: 'Ano' },
  it: { focus: 'Obiettivo', notes: 'Note', priorities: 'Le 3 priorità', schedule: 'Programma', week: 'Settimana', month: 'Mese', date: 'Data', year: 'Anno' },
}

export function plannerWords(language: string): PlannerWords {
  return WORDS[language.split('-')[0]!.toLowerCase()] ?? WORDS['en']!
}
