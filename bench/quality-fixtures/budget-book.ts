/**
 * A clean six-chapter guide on household budgeting, written for the quality benchmark: plain
 * wording, numbers that are advice or arithmetic rather than statistics, sourced figures, and the
 * scaffolding a real chapter has (sub-headings, task boxes, a table). `dirty-book.ts` plants
 * repetition, overused phrases and unsourced statistics into it.
 */
export const BUDGET_BOOK: { title: string; content: string }[] = [
  {
    title: 'Know Where the Money Goes',
    content: `## Know Where the Money Goes

Before you change anything, watch. For the next thirty days, write down every purchase, from the weekly shop to the coffee on the way to work. Use a notebook, a spreadsheet or your banking app's export, whichever you will actually keep up.

### Sort as you go

Give each purchase one of five labels: housing, food, transport, bills and everything else. Five is enough to see a pattern without turning the month into bookkeeping.

- [ ] Pick where you will record purchases
- [ ] Set a daily reminder for the evening
- [ ] Keep receipts in one envelope

### Read the month

At the end of the month, add up each label. Most people find one surprise: a category that is twice what they guessed. That surprise is where your first plan starts, because it is money you already spend without choosing to.
`,
  },
  {
    title: 'Set Goals You Can Keep',
    content: `## Set Goals You Can Keep

A budget without a goal is a list of restrictions, and restrictions wear thin by the third week. Decide what the money is for first.

### Short, middle and long

Write one goal for the next three months, one for the next year and one for five years from now. A new winter coat, a holiday paid in cash and a deposit on a flat are all good goals, as long as each has a price and a date.

### Put a number on it

Divide each goal's price by the months you have. A holiday of 1,200 by next August, eleven months away, needs about 110 a month. Seeing the monthly figure tells you at once whether the goal fits your month or needs a later date.

- [ ] Write three goals with a price and a date
- [ ] Work out the monthly amount for each
- [ ] Stick the list where you will see it
`,
  },
  {
    title: 'Build the Plan',
    content: `## Build the Plan

Now put the month you watched next to the goals you set. The plan is simply a decision, made in advance, about where each part of your income will go.

### A simple split

Many planners start from a 50/30/20 split: half of take-home pay for needs, 30% for wants and 20% for savings and debt. Treat it as a starting point to adjust, not a rule. If rent alone takes half your pay, your needs line will be larger and that is fine.

| Line | Share | Monthly amount |
|---|---|---|
| Needs | 50% | |
| Wants | 30% | |
| Savings and debt | 20% | |

### Pay yourself first

Move the savings amount on the day your pay arrives, before anything else can claim it. A standing order makes the decision once instead of every month.
`,
  },
  {
    title: 'Cut Costs Without Misery',
    content: `## Cut Costs Without Misery

Cutting works best where it hurts least. Start with the surprise category from your first month and with bills you pay without thinking.

### Bills first

Phone, broadband, insurance and energy contracts often roll over to a higher price when the first term ends. Put the renewal dates in your calendar and compare prices a month before each one.

### Food

Plan five dinners a week, shop once with a list, and cook double portions to freeze. Compare unit prices on the shelf label rather than the pack price.

- [ ] List every bill with its renewal date
- [ ] Compare two providers for the next renewal
- [ ] Plan next week's dinners before shopping

### Small leaks

A subscription you forgot about costs the same as one you use. Go through last month's statement and cancel anything you would not sign up for again today.
`,
  },
  {
    title: 'Deal With Debt',
    content: `## Deal With Debt

Debt is a cost like any other, and usually the most expensive one. List every debt with its balance, interest rate and minimum payment.

### Choose a method

Pay the minimum on everything, then put every spare pound towards one debt. The avalanche method picks the highest interest rate first and costs the least overall. The snowball method picks the smallest balance first and gives you a quick win. Either works if you stick with it.

### Talk to lenders early

If you cannot make a payment, call before it is missed. Lenders can often agree a lower payment for a few months, and a missed payment costs more than the phone call.

According to the Money and Pensions Service, free debt advice is available from charities such as StepChange and Citizens Advice.

- [ ] Write down every debt with rate and minimum
- [ ] Choose avalanche or snowball
- [ ] Set up the extra payment as a standing order
`,
  },
  {
    title: 'Keep It Going',
    content: `## Keep It Going

A budget is kept in small check-ins, not in one heroic weekend.

### The weekly ten minutes

Once a week, open your record, compare each label with the plan and move money between lines if you need to. Ten minutes on a Sunday evening is enough.

### When a month goes wrong

Some months will. A car repair or a birthday will break the plan, and that is what the everything-else line and an emergency fund are for. Note what happened, adjust next month and carry on.

### Review every quarter

Every three months, look at your goals again. Move the dates if life has changed, and celebrate the ones you reached.

- [ ] Book a weekly ten-minute check-in
- [ ] Start an emergency fund, even a small one
- [ ] Put a quarterly review in the calendar
`,
  },
]
