/**
 * A second clean book for the false-positive count: a checklist-style guide to growing vegetables
 * in containers, with measurements, quantities and a sourced figure, written plainly.
 */
export const GARDEN_BOOK: { title: string; content: string }[] = [
  {
    title: 'Choose the Spot',
    content: `## Choose the Spot

Most fruiting vegetables need six to eight hours of direct sun a day. Watch your balcony or yard for a full day before you buy anything, and note when each corner is in shade.

- [ ] Check the sun at 9:00, 12:00 and 16:00
- [ ] Find a tap or a place to keep a full watering can
- [ ] Make sure the floor can take the weight of wet compost

Leafy crops such as lettuce and spinach cope with four hours of sun, so a shady corner is not wasted.
`,
  },
  {
    title: 'Pots and Compost',
    content: `## Pots and Compost

Bigger pots dry out more slowly. A tomato plant wants at least 30 litres of compost; herbs are happy in pots of 2 to 5 litres.

### Drainage

Every pot needs holes in the base. Stand pots on feet or bricks so water can escape, and skip the layer of gravel: it takes up room the roots could use.

### Compost

Use peat-free multi-purpose compost for most crops. According to the Royal Horticultural Society, fresh compost holds enough feed for about six weeks, after which plants need a liquid feed.

| Crop | Pot size | Plants per pot |
|---|---|---|
| Tomato | 30 litres | 1 |
| Lettuce | 10 litres | 3 |
| Basil | 3 litres | 1 |
`,
  },
  {
    title: 'Sowing and Planting',
    content: `## Sowing and Planting

Sow lettuce, radish and herbs straight into their pots from April. Buy tomato and pepper plants as young plants in May unless you have a warm windowsill.

- [ ] Water the compost before sowing, not after
- [ ] Sow thinly and thin the seedlings to their final spacing
- [ ] Label every pot with the crop and the date

Harden off young plants for a week: put them outside by day and bring them in at night, so the change of temperature does not check their growth.
`,
  },
  {
    title: 'Water and Feed',
    content: `## Water and Feed

Containers dry out far faster than beds. In summer, check every pot each morning by pushing a finger into the compost up to the second knuckle; water when it feels dry at that depth.

### How much

Water until it runs from the holes in the base, then stop. A little every day keeps only the surface wet and the roots shallow.

### Feeding

From six weeks after planting, give fruiting crops a tomato feed once a week at the strength on the bottle. Leafy crops need a general feed every two weeks.
`,
  },
  {
    title: 'Harvest and Next Season',
    content: `## Harvest and Next Season

Pick often. Beans, courgettes and herbs make more when you keep cutting, and a missed courgette turns into a marrow within days.

- [ ] Pick salad leaves from the outside of the plant
- [ ] Harvest tomatoes when fully coloured
- [ ] Write down what grew well and what did not

At the end of the season, empty the pots onto a compost heap or a bed, wash the pots and store them dry. Start next year with fresh compost, and swap crop families between pots so pests do not build up.
`,
  },
]
