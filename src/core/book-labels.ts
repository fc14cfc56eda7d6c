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
  /** The copyright page's rights sentence (issue 29). */
  noReproduction: string
  /** 'Published by Bright Fern Press'. */
  publishedBy: (imprint: string) => string
  aboutTheAuthor: string
  /** 'Also by Jane Doe'; 'Also by the author' without a name. */
  alsoBy: (author: string | null) => string
  /** The call-to-action page's heading when the creator gives none. */
  thankYou: string
}

type LabelSet = Omit<BookLabels, 'chapter' | 'section' | 'doneOf' | 'publishedBy' | 'alsoBy'> & {
  chapter: string
  section: string
  doneOf: string
  publishedBy: string
  /** With {name}; alsoByNobody when the book has no author. */
  alsoBy: string
  alsoByNobody: string
}

// A word list reads best filled, not one word a line.
// prettier-ignore
const SETS: Record<string, LabelSet> = {
  en: {
    noReproduction: 'No part of this publication may be reproduced, stored or transmitted in any form or by any means without the prior written permission of the copyright holder, except for brief quotations in reviews.',
    publishedBy: 'Published by {name}', aboutTheAuthor: 'About the Author', alsoBy: 'Also by {name}', alsoByNobody: 'Also by the Author', thankYou: 'Thank you for reading',
    section: 'Section {n}', done: 'Done', doneOf: 'of {n}',
    contents: 'Contents', chapter: 'Chapter {n}', productType: { ebook: 'Ebook', guide: 'Guide', checklist: 'Checklist', planner: 'Planner' },
    copyright: 'Copyright', allRightsReserved: 'All rights reserved.', notes: 'Notes', name: 'Name', date: 'Date', goal: 'Goal',
    weekOf: 'Week of', cover: 'Cover', titlePage: 'Title page', backToText: 'Back to the text',
  },
  es: {
    noReproduction: 'Ninguna parte de esta publicación puede ser reproducida, almacenada ni transmitida de ninguna forma ni por ningún medio sin el permiso previo por escrito del titular de los derechos, salvo breves citas en reseñas.',
    publishedBy: 'Publicado por {name}', aboutTheAuthor: 'Sobre el autor', alsoBy: 'Otros libros de {name}', alsoByNobody: 'Del mismo autor', thankYou: 'Gracias por leer',
    section: 'Sección {n}', done: 'Hecho', doneOf: 'de {n}',
    contents: 'Índice', chapter: 'Capítulo {n}', productType: { ebook: 'Libro electrónico', guide: 'Guía', checklist: 'Lista de control', planner: 'Planificador' },
    copyright: 'Derechos de autor', allRightsReserved: 'Todos los derechos reservados.', notes: 'Notas', name: 'Nombre', date: 'Fecha',
    goal: 'Objetivo', weekOf: 'Semana del', cover: 'Cubierta', titlePage: 'Portada', backToText: 'Volver al texto',
  },
  fr: {
    noReproduction: 'Aucune partie de cette publication ne peut être reproduite, stockée ou transmise sous quelque forme ou par quelque moyen que ce soit sans l’autorisation écrite préalable du titulaire des droits, sauf de courtes citations dans des critiques.',
    publishedBy: 'Publié par {name}', aboutTheAuthor: 'À propos de l’auteur', alsoBy: 'Du même auteur : {name}', alsoByNobody: 'Du même auteur', thankYou: 'Merci de votre lecture',
    section: 'Section {n}', done: 'Fait', doneOf: 'sur {n}',
    contents: 'Table des matières', chapter: 'Chapitre {n}', productType: { ebook: 'Livre numérique', guide: 'Guide', checklist: 'Liste de contrôle', planner: 'Planificateur' },
    copyright: 'Droits d’auteur', allRightsReserved: 'Tous droits réservés.', notes: 'Notes', name: 'Nom', date: 'Date', goal: 'Objectif',
    weekOf: 'Semaine du', cover: 'Couverture', titlePage: 'Page de titre', backToText: 'Retour au texte',
  },
  de: {
    noReproduction: 'Kein Teil dieser Veröffentlichung darf ohne vorherige schriftliche Genehmigung des Rechteinhabers in irgendeiner Form oder mit irgendwelchen Mitteln vervielfältigt, gespeichert oder übertragen werden, ausgenommen kurze Zitate in Rezensionen.',
    publishedBy: 'Erschienen bei {name}', aboutTheAuthor: 'Über den Autor', alsoBy: 'Weitere Bücher von {name}', alsoByNobody: 'Weitere Bücher', thankYou: 'Danke fürs Lesen',
    section: 'Abschnitt {n}', done: 'Erledigt', doneOf: 'von {n}',
    contents: 'Inhalt', chapter: 'Kapitel {n}', productType: { ebook: 'E-Book', guide: 'Leitfaden', checklist: 'Checkliste', planner: 'Planer' },
    copyright: 'Urheberrecht', allRightsReserved: 'Alle Rechte vorbehalten.', notes: 'Notizen', name: 'Name', date: 'Datum', goal: 'Ziel',
    weekOf: 'Woche vom', cover: 'Umschlag', titlePage: 'Titelseite', backToText: 'Zurück zum Text',
  },
  pt: {
    noReproduction: 'Nenhuma parte desta publicação pode ser reproduzida, armazenada ou transmitida de qualquer forma ou por qualquer meio sem a permissão prévia por escrito do titular dos direitos, exceto breves citações em resenhas.',
    publishedBy: 'Publicado por {name}', aboutTheAuthor: 'Sobre o autor', alsoBy: 'Outros livros de {name}', alsoByNobody: 'Do mesmo autor', thankYou: 'Obrigado pela leitura',
    section: 'Seção {n}', done: 'Feito', doneOf: 'de {n}',
    contents: 'Sumário', chapter: 'Capítulo {n}', productType: { ebook: 'E-book', guide: 'Guia', checklist: 'Lista de verificação', planner: 'Planejador' },
    copyright: 'Direitos autorais', allRightsReserved: 'Todos os direitos reservados.', notes: 'Notas', name: 'Nome', date: 'Data',
    goal: 'Meta', weekOf: 'Semana de', cover: 'Capa', titlePage: 'Folha de rosto', backToText: 'Voltar ao texto',
  },
  it: {
    noReproduction: 'Nessuna parte di questa pubblicazione può essere riprodotta, archiviata o trasmessa in alcuna forma o con alcun mezzo senza il permesso scritto del titolare dei diritti, salvo brevi citazioni nelle recensioni.',
    publishedBy: 'Pubblicato da {name}', aboutTheAuthor: 'L’autore', alsoBy: 'Altri libri di {name}', alsoByNobody: 'Dello stesso autore', thankYou: 'Grazie per aver letto',
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
  const named = (pattern: string) => (name: string) => pattern.replace('{name}', name)
  return {
    ...set,
    chapter: numbered(set.chapter),
    section: numbered(set.section),
    doneOf: numbered(set.doneOf),
    publishedBy: named(set.publishedBy),
    alsoBy: (author) => (author ? named(set.alsoBy)(author) : set.alsoByNobody),
  }
}

/** Languages with their own labels. */
export const LABELLED_LANGUAGES = Object.keys(SETS)
