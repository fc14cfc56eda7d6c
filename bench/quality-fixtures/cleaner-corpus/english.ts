import type { CorpusChapter } from './corpus.ts'

/** A cottage-bakery guide of 8 chapters, as GPT- and Claude-style models write its chapters. */
export const ENGLISH: CorpusChapter[] = [
  {
    name: 'en: equipment chapter with cross-references, a bold tip, an author closing and a GPT sign-off',
    language: 'en',
    titles: { title: 'Equipping Your Home Bakery', nextTitle: 'Recipes That Sell', number: 3 },
    reply: `⟦Sure! Here's Chapter 3 of your guide, written in a friendly, practical tone:

⟧⟪# Chapter 3: Equipping Your Home Bakery

⟫By the end of this chapter, you'll have a short list of the equipment that actually earns its place on your counter, and a way to tell what each piece costs you per loaf.

Most new bakers buy too much too soon. A stand mixer, three proofing baskets and a second oven feel like progress, but every dollar spent before your first sale is a dollar your bread has to earn back.

### Step 1: Start With What You Have

Walk through your kitchen with a notebook. Write down every pan, bowl and tool you already own that could touch dough. You will be surprised how far a large mixing bowl, a kitchen scale and a single Dutch oven can take you.

### Step 2: Buy the Scale First

If you buy one thing this week, make it a digital scale that reads in grams. Recipes by weight are repeatable; recipes by cups are not.

- Look for 1 g accuracy up to at least 5 kg.
- A tare button is not optional.
- Replace the batteries before market day, not during it.

### Step 3: Work Out the Cost Per Loaf

Chapter 5 covers pricing in depth, but here's a quick way to see what your equipment costs you per loaf:

1. Add up what you paid for each item.
2. Divide by the number of loaves you expect to bake in its first year.
3. Add that figure to the cost of ingredients for each loaf.

A $240 mixer that helps you bake 600 loaves a year adds 40 cents to every loaf. That is worth knowing before you decide it is a bargain.

**Chapter 6 tip**

Keep the receipts for everything you buy now. You will need them for the labels and records we set up later, and your tax preparer will thank you.

### Step 4: Plan Your Oven Time

Your oven is the bottleneck. Two loaves at a time, 45 minutes each, means a Friday evening bake of 12 loaves takes most of the night. Chapter Seven covers marketing, so for now just remember this:

> Sell what your oven can bake, not what your market could buy.

### Step 5: Upgrade in Order

When sales justify it, upgrade in this order: a second Dutch oven, proofing baskets, a bench scraper set, and only then a mixer. Each step should pay for itself within a season.

### Common Mistakes

- **Buying commercial gear for a home kitchen.** It may not fit, and your permit may not allow it.
- **Ignoring storage.** Flour bought in bulk needs sealed bins and a cool shelf.
- **Forgetting cleanup time.** Every tool you add is a tool you wash.

### Key Takeaways

- Start with a scale, a bowl and a Dutch oven.
- Spread each purchase over the loaves it will help you bake.
- Let your oven, not your ambition, set your weekly output.

I hope this chapter has given you the confidence to set up your kitchen without overspending.

⟦---

*Word count: ~620*

Let me know if you'd like me to adjust the tone or add a printable equipment checklist!⟧`,
  },
  {
    name: 'en: cottage food laws with a disclaimer, a section whose only paragraph sounds like a sign-off, a Claude sign-off',
    language: 'en',
    titles: { title: 'Cottage Food Laws', nextTitle: 'Equipping Your Home Bakery', number: 2 },
    reply: `⟦Here's Chapter 2: Cottage Food Laws.

⟧⟪## Cottage Food Laws

⟫Before you sell a single loaf, you need to know what your state allows you to bake at home and where you may sell it. The rules differ a lot from one state to the next, so treat this chapter as a map rather than the territory.

**Note:** This chapter is general information, not legal advice.

### What Counts as a Cottage Food

Most states allow "non-potentially hazardous" foods: breads, cookies, granola, jams made with enough sugar. Anything that needs refrigeration to stay safe, such as cream-filled pastries or cheesecake, usually does not qualify.

### Where You Can Sell

- Farmers markets and roadside stands are allowed almost everywhere.
- Online orders with local pickup are allowed in many states.
- Selling to shops and cafés for resale is often *not* allowed.

### Labels You Will Need

Chapter 6 has the full label checklist:

- The name and address of your kitchen
- The words "Made in a home kitchen that is not inspected"
- Ingredients in order of weight, with allergens named

### Sales Limits

Some states cap your yearly sales, often somewhere between $25,000 and $50,000. Keep a simple ledger from day one, so you know where you stand.

### When in Doubt, Ask

If you have any questions about cottage food laws, contact your local health department. Most inspectors would much rather answer a question before you open than deal with a problem after.

⟦I hope this helps! Would you like me to continue with Chapter 3, or adjust anything here first?⟧`,
  },
  {
    name: 'en: pricing chapter with reader advice that sounds like chatter, a wish carrying an offer, a run-on into chapter 6',
    language: 'en',
    titles: { title: 'Pricing for Profit', nextTitle: 'Labels and Packaging', number: 5 },
    reply: `⟪**Chapter 5: Pricing for Profit**

⟫Pricing is where most home bakers lose money without noticing. In this chapter we will build a price from the bottom up, then check it against what your market will bear.

### Know Your True Cost

Your true cost per loaf has three parts: ingredients, packaging and a share of your equipment. Chapter 3 showed how to spread equipment over the loaves it helps you bake; bring that number here.

| Item | Cost per loaf |
| --- | --- |
| Flour, water, salt, starter | $1.10 |
| Bag and label | $0.35 |
| Equipment share | $0.40 |

### Pay Yourself

A price that only covers ingredients pays you nothing. Decide on an hourly rate, even a modest one, and add your time per loaf. If a batch of 12 takes you four hours, that is 20 minutes per loaf.

If you want to raise prices later, start with new products rather than old favorites. Regulars notice a jump on the loaf they buy every week.

### Check the Market

Walk your market before you set a number. Note what other bakers charge and what they sell out of. Feel free to reach out to your local extension office if you want help costing a recipe for the first time; many run free workshops for small food businesses.

### Round With Care

Prices like $8 or $10 are easy at a busy stall. Whole dollars mean less change to carry and faster lines.

### Key Takeaways

- Price from your true cost, including your time.
- Check the market, but do not simply copy it.
- Round to whole dollars at the stall.

I hope this chapter has given you the confidence to price fairly.

⟦Happy baking, and let me know if you want a printable price sheet!

## Chapter 6: Labels and Packaging

Your label is the first thing a customer reads and the last thing an inspector checks.⟧`,
  },
  {
    name: 'en: Claude-style reply with a plan preamble, a real note, an offer list and a note about the writing',
    language: 'en',
    titles: { title: 'Selling at Markets', number: 8 },
    reply: `⟦I'll write Chapter 8, focusing on the practical side of a market day.

⟧⟪## Chapter 8: Selling at Markets

⟫Your first market day will be long, loud and over before you know it. A little planning turns it from a scramble into a routine.

**Note:** Stall fees below are from markets in the Midwest in 2024 and will differ where you live.

### Before the Market

1. Confirm your spot and arrival time the week before.
2. Pack the night before: table, cloth, signs, cash box, card reader.
3. Bake in the order your bread keeps: sturdy loaves first, soft rolls last.

### At the Stall

Put your best seller at eye level and your price sign where people can read it from three steps away. Offer a sample of one bread, not five. If you have any questions from customers you can't answer, write them down; they are your next product ideas.

### After the Market

Count what sold and what did not, and write it in your ledger that same evening. Three markets of notes will tell you more than any survey.

### Key Takeaways

- Plan the night before, not the morning of.
- One clear price sign beats many small ones.
- Keep records while the day is fresh.

Good luck with your first market!

⟦---

I can also:

- Add a printable packing list
- Write a short FAQ for your stall

**Note:** I've kept the examples US-based; let me know if you'd like metric units or another country's rules.⟧`,
  },
]
