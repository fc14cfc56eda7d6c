import type { ProductType } from './generation.ts'

/**
 * The words an exported book prints around the creator's text (contents, chapter numbers, the
 * copyright page, worksheet fields), in the book's language. A language without its own set
 * uses English: the creator's text is never translated, only these labels.
 */
export interface BookLabels {
  contents: string
  chapter: (n: number) => string
  /** A planner's numbered section. */
  section: (n: number) => string
  /** A checklist section's count line: 'Done ___ of 6'. */
  done: string
  doneOf: (n: number) => string
  productType: Record<ProductType, string>
  copyright: string
  allRightsReserved: string
  notes: string
  name: string
  date: string
  goal: string
  weekOf: string
  cover: string
  titlePage: string
  backToText: string
}

type LabelSet = Omit<BookLabels, 'chapter' | 'section' | 'doneOf'> & { chapter: string; section: string; doneOf: string }

// A word list reads best filled, not one word a line.
// prettier-ignore
const SETS: Record<string, LabelSet> = {
  en: {
    section: 'Section {n}', done: 'Done', doneOf: 'of {n}',
    contents: 'Contents', chapter: 'Chapter {n}', productType: { ebook: 'Ebook', guide: 'Guide', checklist: 'Checklist', planner: 'Planner' },
    copyright: 'Copyright', allRightsReserved: 'All rights reserved.', notes: 'Notes', name: 'Name', date: 'Date', goal: 'Goal',
    weekOf: 'Week of', cover: 'Cover', titlePage: 'Title page', backToText: 'Back to the text',
  },
  es: {
    section: 'Sección {n}', done: 'Hecho', doneOf: 'de {n}',
    contents: 'Índice', chapter: 'Capítulo {n}', productType: { ebook: 'Libro electrónico', guide: 'Guía', checklist: 'Lista de control', planner: 'Planificador' },
    copyright: 'Derechos de autor', allRightsReserved: 'Todos los derechos reservados.', notes: 'Notas', name: 'Nombre', date: 'Fecha',
    goal: 'Objetivo', weekOf: 'Semana del', cover: 'Cubierta', titlePage: 'Portada', backToText: 'Volver al texto',
  },
  fr: {
    section: 'Section {n}', done: 'Fait', doneOf: 'sur {n}',
    contents: 'Table des matières', chapter: 'Chapitre {n}', productType: { ebook: 'Livre numérique', guide: 'Guide', checklist: 'Liste de contrôle', planner: 'Planificateur' },
    copyright: 'Droits d’auteur', allRightsReserved: 'Tous droits réservés.', notes: 'Notes', name: 'Nom', date: 'Date', goal: 'Objectif',
    weekOf: 'Semaine du', cover: 'Couverture', titlePage: 'Page de titre', backToText: 'Retour au texte',
  },
  de: {
    section: 'Abschnitt {n}', done: 'Erledigt', doneOf: 'von {n}',
    contents: 'Inhalt', chapter: 'Kapitel {n}', productType: { ebook: 'E-Book', guide: 'Leitfaden', checklist: 'Checkliste', planner: 'Planer' },
    copyright: 'Urheberrecht', allRightsReserved: 'Alle Rechte vorbehalten.', notes: 'Notizen', name: 'Name', date: 'Datum', goal: 'Ziel',
    weekOf: 'Woche vom', cover: 'Umschlag', titlePage: 'Titelseite', backToText: 'Zurück zum Text',
  },
  pt: {
    section: 'Seção {n}', done: 'Feito', doneOf: 'de {n}',
    contents: 'Sumário', chapter: 'Capítulo {n}', productType: { ebook: 'E-book', guide: 'Guia', checklist: 'Lista de verificação', planner: 'Planejador' },
    copyright: 'Direitos autorais', allRightsReserved: 'Todos os direitos reservados.', notes: 'Notas', name: 'Nome', date: 'Data',
    goal: 'Meta', weekOf: 'Semana de', cover: 'Capa', titlePage: 'Folha de rosto', backToText: 'Voltar ao texto',
  },
  it: {
    section: 'Sezione {n}', done: 'Fatto', doneOf: 'su {n}',
    contents: 'Indice', chapter: 'Capitolo {n}', productType: { ebook: 'E-book', guide: 'Guida', checklist: 'Lista di controllo', planner: 'Agenda' },
    copyright: 'Copyright', allRightsReserved: 'Tutti i diritti riservati.', notes: 'Note', name: 'Nome', date: 'Data', goal: 'Obiettivo',
    weekOf: 'Settimana del', cover: 'Copertina', titlePage: 'Frontespizio', backToText: 'Torna al testo',
  },
}

/** The primary subtag of a BCP 47 tag, lower-cased: 'pt-BR' → 'pt'. */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? 'en'

export function bookLabels(language: string): BookLabels {
  const set = SETS[primaryLanguage(language)] ?? SETS.en!
  const numbered = (pattern: string) => (n: number) => pattern.replace('{n}', String(n))
  return { ...set, chapter: numbered(set.chapter), section: numbered(set.section), doneOf: numbered(set.doneOf) }
}

/** Languages with their own labels. */
export const LABELLED_LANGUAGES = Object.keys(SETS)
