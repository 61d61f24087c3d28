import type { ReportCopy } from './report-copy';

export const enUS: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'Your IQ test report',
  pageOf: (page, total) => `Page ${page} of ${total}`,
  orderLabel: 'Order',
  completedLabel: 'Test completed',
  none: '—',
  labelSep: ': ',

  bands: {
    genius: 'Genius',
    verySuperior: 'Very superior',
    superior: 'Superior',
    normal: 'Average',
    dullness: 'Below average',
    deficiency: 'Very low',
  },
  bandDescriptions: {
    genius: 'Exceptionally rare reasoning ability; few tests measure this far reliably.',
    verySuperior: 'Reasoning well beyond most people; complex patterns come quickly.',
    superior: 'Clearly above average; abstract problems are usually solved with ease.',
    normal: 'The broad middle where two people in three score.',
    dullness: 'Somewhat below the middle; unfamiliar abstract tasks take more effort.',
    deficiency: 'Well below the middle; only a professional assessment can say more.',
  },
  dimensionNames: {
    memory: 'Memory',
    speed: 'Speed',
    reaction: 'Reaction',
    concentration: 'Concentration',
    logic: 'Logic',
  },
  levels: { 1: 'Very low', 2: 'Low', 3: 'Moderate', 4: 'High', 5: 'Very high' },

  cover: {
    subtitle: '30 progressive-matrix items, scored by item response theory',
    scoreCaption: 'Your IQ score',
    bandCaption: 'Classification',
    tierLabel: 'Report tier',
    notClinical: 'This report is not a clinical or diagnostic assessment. Page 21 explains its limits.',
  },

  summary: {
    title: 'Summary',
    intro: 'The main figures of your test at a glance. Each one is explained on the pages that follow.',
    scoreLabel: 'IQ score',
    bandLabel: 'Classification',
    percentileLabel: 'Percentile',
    intervalLabel: '90% interval',
    answersLabel: 'Answers',
    percentileText: (percent) => `Higher than ${percent} of the population`,
    answersText: (correct, answered, total) => `${correct} correct, ${answered} of ${total} answered`,
    headline: (score, band, percent) =>
      `Your score of ${score} falls in the “${band}” band: higher than ${percent} of people in the reference population.`,
    dimensionsTitle: 'Your five dimensions',
    contentsTitle: 'What this report contains',
  },

  pages: {
    summary: 'Summary',
    curve: 'Your score on the bell curve',
    interval: 'How precise your score is',
    classification: 'IQ classification',
    dimensions: 'Your five dimensions',
    answers: 'Your answers',
    answerDetails: 'Question by question',
    mistakes: 'Your mistakes at a glance',
    locked: 'Wrong-answer analysis',
    howItemsWork: 'How the items work',
    rulesOne: 'The rules (1)',
    rulesTwo: 'The rules (2)',
    method: 'A method that works',
    typicalMistakes: 'Typical mistakes',
    comparison: 'Among our test-takers',
    strengths: 'Strengths and areas to develop',
    training: 'Your training guide',
    limits: 'Method and limits',
  },

  curve: {
    intro:
      'IQ scores are spread along a bell curve: the average is 100 and the standard deviation 15. Most people score near the middle; very high and very low scores are rare.',
    youLabel: 'You',
    axisLabel: 'IQ score',
    position: (score, percent) =>
      `Your score of ${score} lies above ${percent} of the curve: out of 100 people, about that many would score lower.`,
    facts: (within1, within2, above, below) => [
      `About ${within1} of people score between 85 and 115.`,
      `About ${within2} score between 70 and 130.`,
      `About ${above} score above 130, and about ${below} below 70.`,
    ],
    boundNote: (bound) =>
      `Your answers put you beyond the range this test measures precisely, so the marker shows the bound ${bound} rather than an exact point.`,
  },

  interval: {
    intro:
      'Any test score is an estimate. Thirty items tell us a lot, but not everything: the interval shows the range in which your true score most likely lies.',
    range: (low, high) => `With 90% confidence, your true score lies between ${low} and ${high}.`,
    measurable: (low, high) =>
      `This test measures precisely between ${low} and ${high}: there its items carry enough information to put a number on a score.`,
    boundAbove: (high) =>
      `Your result lies above that range. We therefore report it as “> ${high}”: your score is higher than ${high}, but thirty items cannot say by how much.`,
    boundBelow: (low) =>
      `Your result lies below that range. We therefore report it as “< ${low}”: your score is lower than ${low}, but thirty items cannot say by how much.`,
    inside: 'Your result lies inside that range, so it is reported as a number.',
    legendInterval: '90% interval',
    legendMeasurable: 'Measurable range',
    legendScore: 'Your score',
    blocks: [
      {
        title: 'Why an interval?',
        body: 'Had you taken the test on another day, with other items of the same kind, your score would have come out a few points higher or lower. The interval covers that uncertainty.',
      },
      {
        title: 'What makes it narrower',
        body: 'More answered items, and items whose difficulty fits you well. Items far too easy or far too hard for someone say little about them.',
      },
      {
        title: 'How to read a bound',
        body: 'A score like “> 127” is not a weakness of your result but of the test: it was not built to tell 135 from 150. A longer test with harder items could.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `The bands below cut the scale at the population shares of the classification: about ${gifted} are gifted (130 and above), ${excellent} excellent (115 to 129) and ${average} average (85 to 114).`,
    columns: { band: 'Band', range: 'IQ range', share: 'Population', meaning: 'What it means' },
    yours: 'Your band',
    note: 'Shares are those of a normal distribution with mean 100 and standard deviation 15.',
  },

  dimensions: {
    intro:
      'Five indicators derived from your accuracy and response times in this test. Each has a score from 0 to 100 and a level from 1 (very low) to 5 (very high).',
    columns: {
      dimension: 'Dimension',
      score: 'Score',
      reference: 'Reference range',
      level: 'Level',
      interpretation: 'Quick interpretation',
    },
    lockedText: 'The dimension scores are not part of this report tier.',
    scaleNote: 'The reference range is where most test-takers fall; the bar shows your score.',
    reference: (low, high) => `Reference range ${low}–${high}`,
    measuresTitle: 'What it measures in this test',
    resultTitle: 'Your result',
    practiceTitle: 'How to practise',
    levelScaleTitle: 'Level',
    measures: {
      memory:
        'Your accuracy on items with two parts to keep track of at once, compared with what an average test-taker achieves on the same items.',
      speed:
        'The median time you took on the items you solved, as a share of the time available per item. Faster correct answers score higher.',
      reaction:
        'How quickly you answered the easiest items correctly: the median time on levels 1 and 2, as a share of the time per item.',
      concentration:
        'Slips on the easier questions (the first twelve) compared with what your overall result predicts there.',
      logic:
        'Your accuracy on items where three or more rules change at once, compared with what an average test-taker achieves on the same items.',
    },
    practice: {
      memory:
        'Hold more in mind on purpose: repeat sequences backwards, play matching games, and sketch a puzzle’s parts from memory before you look again.',
      speed:
        'Do short timed sets of easy puzzles and aim for steady, not hurried, answers. Speed comes from recognising patterns sooner, not from guessing.',
      reaction:
        'Start each item by naming what changes across the first row. A fixed first step shortens the time before you see the pattern.',
      concentration:
        'Practise in blocks of 20 minutes without interruptions, and take a short break between blocks. Notice when your attention drifts and bring it back.',
      logic:
        'On each puzzle write the rule down in words, one part at a time. Then check the rule against every row before choosing an answer.',
    },
    strength: {
      memory: 'You keep several parts of a pattern in mind at once.',
      speed: 'You reach correct answers quickly.',
      reaction: 'You see simple patterns almost at once.',
      concentration: 'Your accuracy holds up to the last item.',
      logic: 'You combine several rules into one solution.',
    },
  },

  answers: {
    intro:
      'Every item of your test with your answer and the correct one. The pages that follow explain the items you missed.',
    columns: { number: 'No.', yours: 'Yours', correct: 'Correct', result: 'Result' },
    right: 'Right',
    wrong: 'Wrong',
    unanswered: 'No answer',
    counts: (answered, total, wrong) =>
      `You answered ${answered} of ${total} items; ${wrong} of your answers ${wrong === 1 ? 'was' : 'were'} wrong.`,
    detailIntro: 'For each item: the rules of the matrix, and what your chosen option got wrong.',
    question: (n) => `Question ${n}`,
    yourAnswer: 'Your answer',
    correctAnswer: 'Correct answer',
    noAnswer: 'none',
    option: (n) => `Option ${n}`,
    rulesTitle: 'The rules',
    yoursTitle: 'Your choice',
    solvedLabel: 'Answered correctly: how it works',
    noRules: 'Every part stays the same across the matrix.',
    mistakesIntro: 'What kind of mistakes you made, counted over all your wrong answers.',
    mistakeKinds: {
      rule: 'Followed another rule',
      direction: 'Right rule, wrong direction',
      value: 'A value close to the right one',
      unanswered: 'Left unanswered',
    },
    remainingTitle: 'Further wrong answers',
    noneRemaining: 'All your wrong answers are explained on the previous pages.',
    moreThan: (shown) =>
      `The ${shown} wrong answers shown in detail are the first ones; the others follow here in brief.`,
  },

  locked: {
    intro:
      'Your report tier does not include the wrong-answer analysis. The pages that follow explain how the items work, so you can review your approach on your own.',
    unlockedBy: (tiers) => `The analysis is included with: ${tiers}.`,
    containsTitle: 'What the analysis shows',
    contains: [
      'Each item you missed, with the matrix and the six options',
      'Your answer and the correct answer side by side',
      'The rules of the item, in plain words',
      'What your chosen option got wrong',
    ],
    countsKnown: (answered, wrong) => `You answered ${answered} items; ${wrong} of the answers were wrong.`,
  },

  guide: {
    howItemsWork: [
      {
        title: 'A 3 × 3 matrix',
        body: 'Each item shows eight panels of a 3 × 3 grid; the ninth is missing. The panels follow rules along the rows or along the columns. Your task is to find the option that completes every rule.',
      },
      {
        title: 'Parts and attributes',
        body: 'A panel holds one or more parts: a single shape, a grid of shapes, a left and a right half, or a frame with something inside. Each part has attributes that rules can change.',
      },
      {
        title: 'One answer only',
        body: 'Exactly one of the six options satisfies every rule. The wrong options each break at least one rule, often in a tempting way.',
      },
    ],
    attributes: {
      number: 'Number: how many shapes there are',
      position: 'Position: which places are filled',
      type: 'Type: triangle, square, pentagon, hexagon or circle',
      size: 'Size: how large the shapes are',
      shade: 'Shade: white, four greys or black',
    },
    attributesTitle: 'What can change',
    rulesIntro:
      'Each attribute of each part follows one of five kinds of rule. Below each kind, an example sentence as the analysis states it.',
    ruleKinds: {
      constant: 'Constant: the value is the same in all nine panels.',
      progression: 'Progression: the value rises or falls by the same step from panel to panel.',
      arithmetic: 'Arithmetic: in each line the third count is the sum or the difference of the first two.',
      'set-operation':
        'Set operation: the third panel’s places combine the first two (both, either, only one).',
      'distribute-three': 'Three values: three different values, each once in every row and every column.',
    },
    exampleLabel: 'Example',
    methodSteps: [
      {
        title: '1. Look at one attribute at a time',
        body: 'Start with the count, then the shapes’ type, size, shade and places. Do not try to see everything at once.',
      },
      {
        title: '2. Read the first row, then the first column',
        body: 'Name what changes and how. If the rows show no rule, try the columns.',
      },
      {
        title: '3. Check the rule on the second line',
        body: 'A rule is only a rule if it holds on every line. Test it before you rely on it.',
      },
      {
        title: '4. Predict the missing panel',
        body: 'Work out the answer in your head before looking at the options.',
      },
      {
        title: '5. Eliminate, then choose',
        body: 'Strike out the options that break any rule; the one left is the answer.',
      },
    ],
    mistakes: [
      {
        title: 'Copying a panel',
        body: 'Choosing an option that repeats a value already in the same line. Rules of three values never repeat one.',
      },
      {
        title: 'One step off',
        body: 'The right direction, but one step too many or too few. Count the steps again.',
      },
      {
        title: 'The wrong direction',
        body: 'A rule read along the rows when it runs down the columns, or the other way round.',
      },
      {
        title: 'Half the rules',
        body: 'An option that satisfies one attribute but breaks another. Check every attribute before choosing.',
      },
    ],
  },

  comparison: {
    intro:
      'How average scores compare among our test-takers, by country and by age group. These are not national or representative figures.',
    countriesTitle: 'Average IQ by country (top 10)',
    agesTitle: 'Average IQ by age group',
    averageLabel: 'Average',
    sampleLabel: (n) => `${n} tests`,
    seedLabel: 'seed figure',
    seedNote:
      '* Seed figure: a documented starting value, replaced by measured data once enough people have taken the test.',
    sourceNote: {
      platform: 'All figures are measured on our platform.',
      seed: 'All figures are seed values; none is measured yet.',
      mixed: 'Some figures are measured on our platform, others are seed values (marked *).',
    },
    youLine: (score) => `Your score: ${score}`,
    lockedText: 'The comparison by country and age is not part of this report tier.',
    empty: 'No figures yet.',
  },

  strengths: {
    intro:
      'What stands out in your results: your stronger dimensions, those worth practising, and how you did on each kind of rule.',
    strongTitle: 'Your strengths',
    developTitle: 'Worth practising',
    rulesTitle: 'By kind of rule',
    even: 'Your dimensions are close to one another; none stands out clearly.',
    ruleRate: (rule, solved, total) => `${rule}: ${solved} of ${total} items solved`,
    ruleNames: {
      constant: 'Constant values',
      progression: 'Progressions',
      arithmetic: 'Arithmetic',
      'set-operation': 'Set operations',
      'distribute-three': 'Three values',
    },
    noQuestions: 'The breakdown by kind of rule comes with the wrong-answer analysis.',
  },

  training: {
    intro:
      'Four weeks of short sessions, starting with the dimension where you have the most to gain. Twenty minutes a day, five days a week, is enough.',
    weekLabel: (week) => `Week ${week}`,
    focus: (dimension) => `Focus: ${dimension}`,
    weeks: [
      {
        title: 'Find the rule',
        body: 'Ten matrix puzzles a day without a time limit. Say each rule out loud before you choose.',
      },
      {
        title: 'Hold it in mind',
        body: 'Memory games and backward sequences; rebuild a panel from memory after ten seconds.',
      },
      {
        title: 'Steady pace',
        body: 'Timed sets of easy puzzles. Aim for the same pace from the first to the last item.',
      },
      {
        title: 'Full practice',
        body: 'One practice test of 30 items in 20 minutes; review every mistake with the method in this report.',
      },
    ],
    habitsTitle: 'Habits that help',
    habits: [
      'Sleep well the night before any test.',
      'Practise a little every day rather than a lot once a week.',
      'Review mistakes: understanding one wrong answer teaches more than solving ten easy items.',
      'Vary the puzzles: numbers, shapes, words.',
    ],
    claimNote:
      'Practice makes you better at this kind of puzzle; whether it raises general intelligence is not established.',
  },

  limits: {
    intro:
      'How this test works and what it can and cannot tell you. Please read this before drawing conclusions from your score.',
    blocks: [
      {
        title: 'Not a clinical assessment',
        body: 'This is an online test for information and entertainment. It is not a diagnosis and cannot replace an assessment by a qualified psychologist under standard conditions.',
      },
      {
        title: 'What 30 items can measure',
        body: 'Thirty matrix items measure abstract reasoning with visual patterns, one part of intelligence. They do not measure language, knowledge, creativity or social skills.',
      },
      {
        title: 'A generated test',
        body: 'Every item is generated by a program from a set of rules, so no two tests are identical. Each item has exactly one correct option, checked by an independent solver.',
      },
      {
        title: 'Scored by item response theory',
        body: 'Your score is estimated from which items you solved and how hard they are (a three-parameter IRT model), not from a simple count of correct answers.',
      },
      {
        title: 'Priors, to be re-estimated',
        body: 'The starting assumption about ability (the prior) and the model of item difficulty are priors: reasonable starting values, not yet fitted to a large sample. They will be re-estimated as data comes in, and scores may shift a little.',
      },
      {
        title: 'Dimensions and comparisons',
        body: 'The five dimensions are indicators derived from this test’s accuracy and times, not clinical measures. Country and age figures describe our test-takers, not whole populations.',
      },
    ],
  },

  certificate: {
    title: 'Certificate',
    subtitle: 'IQ test result',
    awardedTo: 'This certifies that',
    statement: (band) => `achieved a result in the “${band}” band on our 30-item progressive-matrix test.`,
    scoreLabel: 'IQ score',
    bandLabel: 'Classification',
    dateLabel: 'Date',
    codeLabel: 'Verification code',
    verifyAt: 'Check this certificate at',
    footer: 'Online test result; not a clinical assessment.',
  },
};
