import type { CorpusChapter } from './corpus.ts'

/** Spanish, French, German, Portuguese and Italian chapters, with the chatter models write in each. */
export const OTHER_LANGUAGES: CorpusChapter[] = [
  {
    name: 'es: moving checklist whose closing hope is kept and whose offer goes',
    language: 'es',
    titles: { title: 'La semana de la mudanza', number: 5 },
    reply: `⟦¡Claro! Aquí tienes el capítulo 5 de tu lista:

⟧⟪## Capítulo 5: La semana de la mudanza

⟫Llegó la semana. Todo lo que preparaste en los capítulos anteriores se pone a prueba ahora, así que conviene ir paso a paso y no dejar nada para la última noche.

### Siete días antes

- [ ] Confirma la hora de llegada con la empresa de mudanzas.
- [ ] Da de baja la luz, el gas y el internet con fecha del día siguiente a la mudanza.
- [ ] Reserva el ascensor o el permiso de aparcamiento si tu edificio lo pide.

### Tres días antes

Capítulo 3 explica cómo etiquetar las cajas; hoy basta con esto:

- Una caja por habitación con lo imprescindible para la primera noche.
- Los documentos importantes, contigo y no en el camión.
- Los cargadores, en una bolsa aparte.

**Consejo:** descongela el congelador con 48 horas de margen; un charco el día de la mudanza es lo último que necesitas.

### El día de la mudanza

1. Haz una foto de los contadores antes de salir.
2. Revisa cada habitación vacía, armarios incluidos.
3. Firma el albarán solo después de comprobar que no falta nada.

### La primera noche

Monta la cama antes que cualquier otra cosa. Lo demás puede esperar a mañana.

Espero que esta lista te ayude a vivir la mudanza con calma. ⟦Si quieres, puedo adaptarla a una mudanza internacional o añadir una versión imprimible.⟧`,
  },
  {
    name: 'es: choosing a moving company, a cross-reference to a later chapter, advice to the reader, a question to the requester',
    language: 'es',
    titles: { title: 'Cómo elegir la empresa de mudanzas', nextTitle: 'Embalar sin romper nada', number: 2 },
    reply: `⟪**Capítulo 2: Cómo elegir la empresa de mudanzas**

⟫Elegir bien la empresa te ahorra más disgustos que cualquier otro paso de la mudanza. No se trata de encontrar la más barata, sino la que cumple lo que promete.

### Pide al menos tres presupuestos

Pide que te visiten o que hagan una videollamada para ver lo que hay que mover. Un presupuesto por teléfono, sin ver nada, suele quedarse corto y crecer el día de la mudanza.

### Qué debe incluir el presupuesto

- El precio cerrado o por horas, y qué pasa si se alarga.
- El seguro de la mercancía y su límite.
- Si incluye embalaje, desmontaje de muebles y subida por escalera.

Capítulo 5 explica la semana final; hoy basta con esto: reserva la fecha en cuanto tengas el presupuesto firmado.

### Señales de alarma

**Cuidado con** las empresas que piden todo el pago por adelantado o que no tienen dirección física.

Si tienes dudas sobre una empresa, consulta la oficina de consumo de tu ayuntamiento antes de firmar nada.

### En resumen

- Tres presupuestos, con visita.
- Seguro y condiciones por escrito.
- Nada de pagos completos por adelantado.

⟦¿Quieres que continúe con el capítulo 3 o que ajuste algo de este?⟧`,
  },
  {
    name: 'fr: pricing for artisans with a cross-reference, a bold label, advice to contact an office, and an offer',
    language: 'fr',
    titles: { title: 'Fixer ses prix', nextTitle: 'Vendre en ligne', number: 4 },
    reply: `⟦Bien sûr ! Voici le chapitre 4, rédigé dans un ton chaleureux :

⟧⟪## Chapitre 4 : Fixer ses prix

⟫Fixer un prix, c'est dire combien vaut votre travail. Beaucoup d'artisans débutants vendent à perte sans le savoir, simplement parce qu'ils oublient une partie de leurs coûts.

### Calculer le coût de revient

Additionnez les matières premières, l'emballage, une part de vos outils et votre temps. Le temps est le poste le plus souvent oublié.

**À retenir :** un prix qui ne paie pas votre temps n'est pas un prix, c'est un don.

### Regarder le marché

Le chapitre 6 détaille les obligations fiscales ; retenez simplement ceci :

- vos prix affichés sont toujours TTC pour les particuliers ;
- gardez une trace de chaque vente, même petite.

### Arrondir intelligemment

Sur un marché, 25 € se lit plus vite que 24,60 €. Arrondissez vers le haut et expliquez la valeur plutôt que de baisser le prix.

N'hésitez pas à demander conseil à votre chambre des métiers : elle propose souvent des ateliers gratuits sur le calcul des prix.

Bonne chance pour vos premières ventes !

⟦N'hésitez pas à me dire si vous souhaitez que je développe une section ou que j'ajoute un exemple chiffré.⟧`,
  },
  {
    name: 'de: winter garden with a disclaimer, a cross-reference, reader advice, and a hope about the chapter plus an offer',
    language: 'de',
    titles: { title: 'Den Garten winterfest machen', nextTitle: 'Frühjahrsplanung', number: 3 },
    reply: `⟦Natürlich! Hier ist Kapitel 3:

⟧⟪**Kapitel 3: Den Garten winterfest machen**

⟫Der erste Frost kommt oft früher als gedacht. Wer im Oktober eine Stunde investiert, spart sich im März viel Ärger.

**Hinweis:** Dieses Kapitel ersetzt keine Fachberatung für besonders empfindliche Pflanzen.

### Beete vorbereiten

Entfernen Sie kranke Pflanzenreste, lassen Sie aber gesunde Stängel stehen. Sie schützen Insekten über den Winter.

- Mulch aus Laub oder Stroh auf die Beete geben.
- Empfindliche Stauden mit Reisig abdecken.
- Kompost erst im Frühjahr einarbeiten.

### Wasser und Leitungen

Kapitel 5 geht ausführlich auf Bewässerung ein; für jetzt genügt Folgendes:

1. Außenwasserhähne abdrehen und entleeren.
2. Schläuche aufrollen und frostfrei lagern.
3. Regentonnen nur halb gefüllt stehen lassen.

### Kübelpflanzen

Stellen Sie Kübel an eine geschützte Hauswand und wickeln Sie die Töpfe in Vlies. Wenn Sie unsicher sind, fragen Sie in Ihrer Gärtnerei nach, welche Pflanzen ins Haus müssen.

### Das Wichtigste in Kürze

- Gesunde Stängel stehen lassen.
- Wasserleitungen vor dem ersten Frost entleeren.
- Kübel schützen, nicht vergessen.

⟦Ich hoffe, dieses Kapitel entspricht Ihren Vorstellungen. Wenn Sie möchten, kann ich noch eine Checkliste zum Ausdrucken ergänzen.⟧`,
  },
  {
    name: 'pt: household finances with a cross-reference, advice to talk to the bank, a wish, an offer and a separator',
    language: 'pt',
    titles: { title: 'Organizar as finanças da casa', nextTitle: 'Cortar gastos sem sofrer', number: 2 },
    reply: `⟦Claro! Aqui está o capítulo 2:

⟧⟪## Capítulo 2 — Organizar as finanças da casa

⟫Organizar as finanças não exige planilhas complicadas. Exige saber quanto entra, quanto sai e para onde vai a diferença.

### Anote tudo durante um mês

Durante trinta dias, anote cada gasto, do supermercado ao cafezinho. No fim do mês, agrupe por categoria e procure a surpresa.

### Separe o fixo do variável

- **Fixos:** aluguel, escola, plano de saúde.
- **Variáveis:** mercado, transporte, lazer.
- **Eventuais:** presentes, consertos, viagens.

O capítulo 4 trata de dívidas em detalhe; por agora, guarde isto: pague primeiro a dívida com os juros mais altos.

### Crie uma reserva

Comece com um valor pequeno, mas automático, no dia em que o salário cai. Se tiver dúvidas, fale com o seu banco antes de assinar qualquer contrato de investimento.

### Resumo

- Um mês de anotações vale mais que um ano de intenções.
- Separe fixos, variáveis e eventuais.
- Automatize a reserva.

Boa sorte com as contas da casa!

⟦---

Se quiser, posso incluir uma planilha de exemplo. Me avise!⟧`,
  },
  {
    name: 'it: herb garden with a cross-reference and a closing wish, then an offer',
    language: 'it',
    titles: { title: 'Coltivare erbe aromatiche', nextTitle: 'Raccolta e conservazione', number: 2 },
    reply: `⟪## Capitolo 2: Coltivare erbe aromatiche

⟫Basilico, rosmarino e salvia crescono bene anche su un balcone, se ricevono almeno sei ore di sole al giorno.

### Il terriccio giusto

Usate un terriccio leggero e ben drenato. Il rosmarino odia i ristagni d'acqua più di qualsiasi altra cosa.

Il capitolo 4 spiega come potare; per ora ricordate solo questo:

- tagliate sopra una coppia di foglie;
- non togliete mai più di un terzo della pianta.

### Annaffiare

Meglio poca acqua e spesso per il basilico, poca e di rado per il rosmarino. Se avete dubbi, chiedete al vivaio dove avete comprato le piantine.

Buon lavoro con il vostro orto sul balcone!

⟦Se vuoi, posso aggiungere una tabella con i tempi di semina per ogni erba. Fammi sapere!⟧`,
  },
]
