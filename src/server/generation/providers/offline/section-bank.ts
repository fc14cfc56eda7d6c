import type { ChecklistTheme, PlannerTheme } from './section-plans.ts'

/**
 * Entries for a planner's or checklist's sections (issue 28), written as a seller would: short,
 * concrete, one per line; a note follows ' — '. `$topic` is the planner's topic.
 */

/** One per week, used in turn; 52 with the themed lines dealt in. */
export const WEEK_FOCUS = [
  'Set up this planner: fill in the year page and your three goals',
  'Pick the one habit that matters most and start small',
  'Block out the fixed dates of the month before anything else',
  'Say no to one thing that does not serve your goals',
  'Clear one cluttered corner: desk, bag or inbox',
  'Plan tomorrow before you finish today, every day this week',
  'Find a fifteen-minute slot you can protect every day',
  'Check your progress against your first goal',
  'Batch the small tasks into one afternoon',
  'Move your body every day, even for ten minutes',
  'Go to bed thirty minutes earlier',
  'Write down three wins at the end of the week',
  'Quarter review: what is working, what to drop',
  'Choose a focus for the next twelve weeks',
  'Tidy your digital files and photos',
  'Do the hardest task first each morning',
  'Book the appointments you have been putting off',
  'Spend one evening fully offline',
  'Ask someone for help with a task you have been stuck on',
  'Prepare for a busy week: plan meals and outfits ahead',
  'Review your habits: keep, change or drop each one',
  'Learn one small new skill for $topic',
  'Simplify: cancel one subscription or commitment',
  'Reach out to a friend you have not seen in a while',
  'Take stock of your energy: when do you work best?',
  'Halfway through the year: revisit your goals',
  'Plan a real rest day and keep it',
  'Finish one thing you started and left',
  'Write your top priorities for the rest of the month',
  'Try a new routine for one week and note how it feels',
  'Declutter one drawer, shelf or folder a day',
  'Celebrate a milestone, however small',
  'Get outside every day this week',
  'Check your calendar for the next month and prepare',
  'Plan one thing to look forward to',
  'Spend ten minutes each evening resetting your space',
  'Review your spending and your time: where did they go?',
  'Quarter review: update your goals for the last stretch',
  'Set the next small target and write down its first step',
  'Protect your mornings: no phone for the first hour',
  'Repeat last week’s best day on purpose',
  'Prepare for the holidays early: gifts, travel, dates',
  'Rest and recharge: lighter plans this week',
  'Note what you are grateful for each day',
  'Look back at the year’s first pages and see how far you came',
  'Tie up loose ends before the year closes',
  'Plan next year’s first month',
  'Write down the lessons of this year',
  'Choose the one word for next year',
  'Finish strong: one last push on your main goal',
  'Review the whole planner and keep your favourite pages',
  'Celebrate the year and start a fresh planner',
] as const

export const THEMED_WEEK_FOCUS: Record<PlannerTheme, readonly string[]> = {
  meal: [
    'Prep two lunches on Sunday evening',
    'Cook one new recipe this week',
    'Plan dinners before the weekly shop',
    'Use up what is in the freezer before buying more',
    'Try one meat-free dinner',
    'Batch-cook a soup or stew for busy nights',
  ],
  fitness: [
    'Train three times this week, even if one is short',
    'Add one set or a little weight to your main lift',
    'Walk after one meal every day',
    'Stretch for five minutes after every session',
    'Try a new class or route',
    'Take a rest day and sleep eight hours',
  ],
  money: [
    'Track every expense, however small',
    'Move money to savings on payday, before spending',
    'Check one bill you could lower',
    'Plan a no-spend weekend',
    'Review your subscriptions',
    'Add to your emergency fund',
  ],
  wellbeing: [
    'Start each day with five quiet minutes',
    'Notice what lifts your mood and do more of it',
    'Write three lines of journal every evening',
    'Take a walk without your phone',
    'Keep a worry list and set it aside at night',
    'Do one kind thing for yourself each day',
  ],
  reading: [
    'Read ten pages before bed every night',
    'Start a book outside your usual genre',
    'Visit the library or a bookshop',
    'Write one line about each book you finish',
  ],
  study: [
    'Plan your study sessions for the week on Sunday',
    'Test yourself instead of rereading',
    'Review your notes within a day of each class',
    'Start the next assignment the day it is set',
  ],
}

export const MONTH_FOCUS = [
  'Fresh start: set up your planner and your goals',
  'Build the habits: keep them small and daily',
  'Check in on your goals and adjust',
  'Clear the clutter: space, calendar and inbox',
  'Focus on your health: sleep, movement, food',
  'Halfway: celebrate progress and reset',
  'Rest and recharge: plan a real break',
  'Learn something new for $topic',
  'Back to routines: a new term for your goals',
  'Finish what you started',
  'Gratitude: notice what is going well',
  'Review the year and plan the next one',
] as const

export const DAY_PROMPTS = [
  'What is the one task that would make today a win?',
  'What can I let go of today?',
  'Who could I help today?',
  'What am I looking forward to today?',
  'What would make today calmer?',
  'What is the first step on my main goal?',
  'What did I learn yesterday that I can use today?',
  'Where will I take a real break today?',
  'What would I be proud of tonight?',
  'What can I do in ten minutes for $topic?',
  'What needs an answer today, and what can wait?',
  'How do I want to feel at the end of today?',
  'What is one small kindness I can do today?',
  'What went well yesterday that I can repeat?',
] as const

export const HABITS: Record<PlannerTheme | 'general', readonly string[]> = {
  general: [
    'Plan tomorrow tonight',
    'Drink 8 glasses of water',
    'In bed by 10:30 pm',
    'No phone for the first hour',
    'Move for 20 minutes',
    'Read 10 pages',
    'Tidy for 10 minutes',
    'Write three lines of journal',
  ],
  meal: ['Eat a vegetable with every meal', 'Pack tomorrow’s lunch', 'Cook at home', 'No snacking after dinner'],
  fitness: ['Work out or walk 8,000 steps', 'Stretch for 5 minutes', 'Log today’s training', 'Protein with every meal'],
  money: ['Log every expense', 'No impulse buys', 'Check the bank balance', 'Pack lunch instead of buying it'],
  wellbeing: ['Five minutes of quiet breathing', 'Time outside', 'Write one thing I am grateful for', 'Screens off an hour before bed'],
  reading: ['Read 20 pages', 'Note one quote', 'Read instead of scrolling'],
  study: ['Study session done', 'Review today’s notes', 'Flashcards for 10 minutes', 'Desk cleared'],
}

export const GOAL_PROMPTS = [
  'What do I want to be different by the end of this period?',
  'Why does this goal matter to me?',
  'What will success look like, in numbers or facts?',
  'What is the first small step, and when will I take it?',
  'What could get in the way, and what will I do then?',
  'Who can help or keep me accountable?',
  'How will I reward myself when I get there?',
] as const

export const REVIEW_PROMPTS = [
  'What went well this month, and why?',
  'What got in the way?',
  'Which habit stuck, and which slipped?',
  'What did I learn about how I work best?',
  'What will I stop, start and keep doing?',
  'What is my one focus for next month?',
] as const

/** Example meals with their note: "meal — when, how long". */
export const MEALS = [
  'Overnight oats with berries — breakfast, 5 minutes',
  'Greek yoghurt with granola and honey — breakfast, 2 minutes',
  'Spinach and feta omelette — breakfast, 10 minutes',
  'Peanut butter toast with banana — breakfast, 5 minutes',
  'Chickpea and tuna salad — lunch, 10 minutes',
  'Lentil soup — lunch, makes four portions',
  'Chicken wrap with salad — lunch, 10 minutes',
  'Leftover chilli with rice — lunch, 5 minutes',
  'Hummus, veg sticks and pitta — lunch, 5 minutes',
  'Sheet-pan chicken with peppers — dinner, 30 minutes',
  'Salmon, potatoes and green beans — dinner, 25 minutes',
  'Vegetable stir-fry with noodles — dinner, 20 minutes',
  'Turkey chilli — dinner, cook once, eat twice',
  'Pasta with tomato, spinach and white beans — dinner, 20 minutes',
  'Homemade pizza on flatbreads — dinner, 15 minutes',
  'Fish tacos with slaw — dinner, 20 minutes',
  'Baked sweet potatoes with black beans — dinner, 40 minutes',
  'Egg fried rice with peas — dinner, 15 minutes',
  'Slow-cooker beef stew — dinner, 8 hours on low',
  'Thai green curry with tofu — dinner, 25 minutes',
  'Roast chicken with vegetables — Sunday dinner, leftovers for Monday',
  'Apple slices with peanut butter — snack',
] as const

export const AISLES = [
  'Produce — fruit, salad, vegetables, herbs',
  'Bakery — bread, wraps, pitta',
  'Dairy and eggs — milk, yoghurt, cheese, eggs',
  'Meat and fish — for the week’s dinners',
  'Tins and jars — beans, tomatoes, tuna, sauces',
  'Dry goods — pasta, rice, oats, lentils',
  'Frozen — peas, berries, fish',
  'Household — cleaning, paper, bags',
] as const

/** Spending categories only: the budget page has a table of its own for income. */
export const BUDGET_CATEGORIES = [
  'Rent or mortgage',
  'Utilities — energy, water, internet, phone',
  'Groceries — food and household basics',
  'Transport — fuel, fares, parking',
  'Insurance — home, car, health',
  'Debt repayments — cards and loans',
  'Savings — emergency fund and goals',
  'Subscriptions — streaming, apps, memberships',
  'Eating out and takeaways',
  'Personal care and clothing',
  'Gifts and celebrations',
  'Fun money — guilt-free spending',
] as const

export const EXERCISES = [
  'Goblet squat — 3 × 10',
  'Push-up — 3 × 8',
  'Romanian deadlift — 3 × 10',
  'Dumbbell row — 3 × 10 each side',
  'Walking lunge — 3 × 12 steps',
  'Overhead press — 3 × 8',
  'Glute bridge — 3 × 15',
  'Plank — 3 × 30 seconds',
  'Brisk walk or easy run — 20 minutes',
  'Bike or rowing intervals — 10 × 30 seconds hard',
  'Step-ups — 3 × 10 each leg',
  'Dead bug — 3 × 10',
] as const

export const MOODS = ['Great', 'Good', 'Okay', 'Low', 'Anxious', 'Tired'] as const

export const READING = [
  'A book a friend loves',
  'A classic you have always meant to read',
  'A book about $topic',
  'A novel set somewhere you want to visit',
  'A memoir or biography',
  'A short book you can finish in a weekend',
  'A book from the library’s new shelf',
  'Reread an old favourite',
] as const

/** A themed checklist's items per phase, grouped under headings: [heading, items][] per phase in order. */
export const CHECKLIST_ITEMS: Record<ChecklistTheme, [string, string[]][][]> = {
  moving: [
    [
      [
        'Book and budget',
        ['Get three quotes from removal firms — ask what is insured', 'Book the van or the removal firm', 'Set a moving budget'],
      ],
      ['Clear out', ['Sell, donate or bin what you will not move', 'Use up food from the freezer', 'Collect boxes, tape and markers']],
    ],
    [
      [
        'Tell people',
        [
          'Give notice to your landlord or agent',
          'Change your address with the bank and employer',
          'Redirect your post — start it the day before',
        ],
      ],
      [
        'Services',
        ['Book the final meter readings', 'Arrange internet at the new home — it can take two weeks', 'Cancel or move subscriptions'],
      ],
      ['Pack', ['Pack the rooms you use least first', 'Label each box with its room and contents']],
    ],
    [
      ['Confirm', ['Confirm the time with the movers', 'Arrange parking for the van', 'Confirm key collection']],
      [
        'Essentials',
        ['Pack an essentials box — kettle, mugs, chargers, toilet roll', 'Pack a bag with clothes for three days', 'Defrost the freezer'],
      ],
    ],
    [
      [
        'Morning',
        [
          'Strip the beds and pack the bedding last — it goes in the “open first” box',
          'Take meter readings — photograph them',
          'Let the neighbours know the van will block the drive',
        ],
      ],
      [
        'Before you leave',
        ['Check every cupboard and drawer', 'Lock the windows and doors', 'Leave the keys with the agent — get a receipt'],
      ],
    ],
    [
      ['Settle in', ['Check the utilities are on', 'Unpack the kitchen and the beds first', 'Test the smoke alarms']],
      ['Register', ['Register with a doctor and a dentist', 'Update your address on the electoral roll', 'Update your driving licence']],
    ],
  ],
  wedding: [
    [
      ['Decide', ['Set the budget — and who is contributing', 'Draft the guest list', 'Choose a season or date']],
      ['Book', ['Visit and book the venue', 'Book the officiant or registrar', 'Take out wedding insurance']],
    ],
    [
      ['Suppliers', ['Book the photographer', 'Book the caterer', 'Book the music — band or DJ']],
      [
        'Guests and outfits',
        ['Send save-the-dates', 'Order the dress or suit — allow time for alterations', 'Plan accommodation for guests'],
      ],
    ],
    [
      ['Details', ['Send the invitations — with an RSVP date', 'Book the menu tasting', 'Order the rings']],
      ['The day', ['Draft the running order', 'Book the transport', 'Choose the readings and music']],
    ],
    [
      ['Numbers', ['Chase the missing RSVPs', 'Give final numbers to the caterer', 'Finish the seating plan']],
      ['Payments', ['Pay the suppliers’ balances', 'Prepare tips in labelled envelopes']],
    ],
    [
      ['Confirm', ['Confirm times with every supplier', 'Give the running order to the best man and the venue']],
      [
        'Last touches',
        ['Pack an emergency kit — safety pins, plasters, painkillers', 'Break in your shoes', 'Go to bed early the night before'],
      ],
    ],
  ],
  launch: [
    [
      ['The buyer', ['Describe the buyer in one sentence', 'Talk to five people who might buy', 'List the three problems it solves']],
      ['The offer', ['Write the promise in one line', 'Set the price — and a launch offer', 'Check what competitors charge']],
    ],
    [
      ['The product', ['Finish the product and test it yourself', 'Have two people try it — note where they get stuck']],
      ['The sales page', ['Write the sales page', 'Add screenshots or a short demo', 'Test the checkout with a real payment']],
    ],
    [
      ['Warm up', ['Open a waitlist', 'Share behind-the-scenes posts', 'Line up three people to share the launch']],
      ['Plan', ['Write the launch emails', 'Schedule the social posts', 'Set the launch date and time']],
    ],
    [
      ['Go live', ['Publish the sales page', 'Send the launch email', 'Post on every channel']],
      ['Watch', ['Answer every comment and email the same day', 'Check the checkout and the downloads work']],
    ],
    [
      ['Follow up', ['Send the last-chance email', 'Thank the buyers and ask for a review']],
      ['Learn', ['Record sales, visits and conversion', 'Write down what to change next time']],
    ],
  ],
  travel: [
    [
      ['Documents', ['Check passports are valid for six months after return', 'Check visa rules', 'Renew anything that expires']],
      ['Book', ['Set the budget', 'Book flights or trains', 'Book the places to stay — free cancellation where you can']],
    ],
    [
      ['Health and money', ['Buy travel insurance', 'Check vaccinations', 'Tell the bank you are travelling', 'Order some local currency']],
      ['Plans', ['List what to see each day', 'Book tours and tickets that sell out']],
    ],
    [
      ['Check in', ['Check in online', 'Download boarding passes and maps offline']],
      ['Home', ['Arrange care for pets and plants', 'Stop deliveries', 'Empty the fridge']],
      ['Pack', ['Pack with the packing list — then take out a third', 'Charge everything']],
    ],
    [
      [
        'Before leaving',
        ['Passports, tickets and cards in one place', 'Leave for the airport with time to spare', 'Lock up and switch off'],
      ],
      ['On the way', ['Keep medicines and a change of clothes in your hand luggage', 'Text someone when you arrive']],
    ],
  ],
}
