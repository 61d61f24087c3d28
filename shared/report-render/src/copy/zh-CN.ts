import type { ReportCopy } from './report-copy';

export const zhCN: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: '您的智商测试报告',
  pageOf: (page, total) => `第 ${page} 页，共 ${total} 页`,
  orderLabel: '订单',
  completedLabel: '完成日期',
  none: '—',
  labelSep: '：',

  bands: {
    genius: '天才',
    verySuperior: '非常优秀',
    superior: '优秀',
    normal: '中等',
    dullness: '中等偏下',
    deficiency: '很低',
  },
  bandDescriptions: {
    genius: '极为罕见的推理能力，少有测试能在此范围内可靠测量。',
    verySuperior: '推理能力远超大多数人，复杂的规律能很快看出。',
    superior: '明显高于平均水平，通常能轻松解决抽象问题。',
    normal: '最广的中间区间，每三人中就有两人落在这里。',
    dullness: '略低于中间水平，陌生的抽象任务需要更多努力。',
    deficiency: '明显低于中间水平；只有专业评估才能给出更多结论。',
  },
  dimensionNames: {
    memory: '记忆力',
    speed: '速度',
    reaction: '反应',
    concentration: '专注力',
    logic: '逻辑',
  },
  levels: { 1: '很低', 2: '偏低', 3: '中等', 4: '偏高', 5: '很高' },

  cover: {
    subtitle: '30 道渐进矩阵题，采用项目反应理论计分',
    scoreCaption: '您的智商分数',
    bandCaption: '等级',
    tierLabel: '套餐',
    notClinical: '本报告不是临床或诊断性评估。第 21 页说明了它的局限。',
  },

  summary: {
    title: '概览',
    intro: '一眼看清本次测试的主要数据，后面各页会逐项解释。',
    scoreLabel: '智商分数',
    bandLabel: '等级',
    percentileLabel: '百分位',
    intervalLabel: '90% 区间',
    answersLabel: '答题',
    percentileText: (percent) => `高于 ${percent} 的人群`,
    answersText: (correct, answered, total) => `答对 ${correct} 题，共作答 ${answered}/${total} 题`,
    headline: (score, band, percent) =>
      `您的分数 ${score} 属于“${band}”等级：高于参照人群中 ${percent} 的人。`,
    dimensionsTitle: '您的五项能力',
    contentsTitle: '报告目录',
  },

  pages: {
    summary: '概览',
    curve: '您在钟形曲线上的位置',
    interval: '分数的精确程度',
    classification: '智商等级划分',
    dimensions: '您的五项能力',
    answers: '您的答题情况',
    answerDetails: '逐题解析',
    mistakes: '错误一览',
    locked: '错题解析',
    howItemsWork: '题目的构成',
    rulesOne: '规律（一）',
    rulesTwo: '规律（二）',
    method: '有效的解题方法',
    typicalMistakes: '常见错误',
    comparison: '在我们的测试者中',
    strengths: '优势与待提升之处',
    training: '您的训练指南',
    limits: '方法与局限',
  },

  curve: {
    intro:
      '智商分数沿钟形曲线分布：平均值为 100，标准差为 15。大多数人的分数接近中间，很高或很低的分数都很少见。',
    youLabel: '您',
    axisLabel: '智商分数',
    position: (score, percent) =>
      `您的分数 ${score} 位于曲线的 ${percent} 之上：每 100 人中，约有这么多人的分数比您低。`,
    facts: (within1, within2, above, below) => [
      `约 ${within1} 的人分数在 85 到 115 之间。`,
      `约 ${within2} 的人分数在 70 到 130 之间。`,
      `约 ${above} 的人高于 130，约 ${below} 的人低于 70。`,
    ],
    boundNote: (bound) =>
      `您的作答超出了本测试能精确测量的范围，因此标记显示的是界限 ${bound}，而不是一个确切的点。`,
  },

  interval: {
    intro: '任何测试分数都是估计值。30 道题能告诉我们很多，但并非全部：区间给出您真实分数最可能所在的范围。',
    range: (low, high) => `有 90% 的把握，您的真实分数在 ${low} 到 ${high} 之间。`,
    measurable: (low, high) =>
      `本测试在 ${low} 到 ${high} 之间测量精确：在这个范围内，题目提供的信息足以给出具体分数。`,
    boundAbove: (high) =>
      `您的结果高于这一范围，因此我们记为“> ${high}”：您的分数高于 ${high}，但 30 道题无法说明高出多少。`,
    boundBelow: (low) =>
      `您的结果低于这一范围，因此我们记为“< ${low}”：您的分数低于 ${low}，但 30 道题无法说明低多少。`,
    inside: '您的结果位于这一范围之内，因此以具体数字报告。',
    legendInterval: '90% 区间',
    legendMeasurable: '可测范围',
    legendScore: '您的分数',
    blocks: [
      {
        title: '为什么是一个区间？',
        body: '如果您换一天、用同类的其他题目再测一次，分数会高几分或低几分。区间涵盖了这种不确定性。',
      },
      {
        title: '什么能让区间更窄',
        body: '作答的题目越多、题目难度越适合您，区间就越窄。过易或过难的题目对判断一个人的水平帮助不大。',
      },
      {
        title: '如何理解界限',
        body: '“> 127”这样的分数不是您结果的不足，而是测试本身的局限：它无法区分 135 和 150。更长、更难的测试可以做到。',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `各等级按人群比例划分：约 ${gifted} 天资优异（130 以上），${excellent} 优秀（115–129），${average} 中等（85–114）。`,
    columns: { band: '等级', range: '智商范围', share: '人群比例', meaning: '含义' },
    yours: '您的等级',
    note: '比例按平均值 100、标准差 15 的正态分布计算。',
  },

  dimensions: {
    intro:
      '根据本测试的正确率和答题时间得出的五项指标。每项有 0 到 100 的分数，以及 1（很低）到 5（很高）的等级。',
    columns: {
      dimension: '能力',
      score: '分数',
      reference: '参考范围',
      level: '等级',
      interpretation: '含义',
    },
    lockedText: '您的套餐不包含各维度得分。',
    scaleNote: '参考范围是大多数测试者所在的区间；条形显示您的分数。',
    reference: (low, high) => `参考范围 ${low}–${high}`,
    measuresTitle: '本测试中的测量方式',
    resultTitle: '您的结果',
    practiceTitle: '如何练习',
    levelScaleTitle: '等级',
    measures: {
      memory: '您在需要同时记住两个部分的题目上的正确率，与普通测试者在相同题目上的表现相比。',
      speed: '您答对的题目所用时间的中位数，占每题可用时间的比例。答对得越快，分数越高。',
      reaction: '您答对最简单题目（第 1、2 级）的速度：所用时间的中位数占每题时间的比例。',
      concentration: '较简单题目（前十二题）上的失误，与你的总体结果在这些题上的预测相比。',
      logic: '你在三条或更多规律同时变化的题目上的正确率，与普通测试者在同样题目上的正确率相比。',
    },
    practice: {
      memory: '有意识地多记一些内容：倒序复述数列、玩配对游戏，先凭记忆画出题目的各个部分，再回头核对。',
      speed: '做简短的限时练习，题目要简单，追求稳定而不是匆忙。速度来自更早识别规律，而不是猜测。',
      reaction: '每道题都先说出第一行中变化的是什么。固定的第一步能缩短看出规律前的时间。',
      concentration: '以 20 分钟为一段不受打扰地练习，两段之间短暂休息。留意注意力何时走神，并把它拉回来。',
      logic: '每道题都把规律用文字写下来，一次一个部分；选择答案前，先用每一行检验规律。',
    },
    strength: {
      memory: '您能同时记住图形的多个部分。',
      speed: '您能很快得出正确答案。',
      reaction: '简单的规律您几乎一眼就能看出。',
      concentration: '您的正确率一直保持到最后一题。',
      logic: '您能把多条规律结合成一个答案。',
    },
  },

  answers: {
    intro: '测试中的每一道题，以及您的答案和正确答案。后面几页解析您答错的题目。',
    columns: { number: '题号', yours: '您的答案', correct: '正确答案', result: '结果' },
    right: '正确',
    wrong: '错误',
    unanswered: '未作答',
    counts: (answered, total, wrong) => `您作答了 ${total} 题中的 ${answered} 题，其中 ${wrong} 题答错。`,
    detailIntro: '每道题：矩阵的规律，以及您所选选项错在哪里。',
    question: (n) => `第 ${n} 题`,
    yourAnswer: '您的答案',
    correctAnswer: '正确答案',
    noAnswer: '无',
    option: (n) => `选项 ${n}`,
    rulesTitle: '本题的规律',
    yoursTitle: '您的选择',
    solvedLabel: '已答对：解题思路',
    noRules: '矩阵中的每个部分都保持不变。',
    mistakesIntro: '在您所有答错的题目中，各类错误出现的次数。',
    mistakeKinds: {
      rule: '遵循了另一条规律',
      direction: '规律对了，方向错了',
      value: '与正确值相近的值',
      unanswered: '未作答',
    },
    remainingTitle: '其余错题',
    noneRemaining: '您所有的错题都已在前几页中解析。',
    moreThan: (shown) => `前几页详细解析了前 ${shown} 道错题，其余的在此简要列出。`,
  },

  locked: {
    intro: '您的套餐不包含错题解析。接下来几页介绍题目的构成，方便您自行检查解题思路。',
    unlockedBy: (tiers) => `以下套餐包含错题解析：${tiers}。`,
    containsTitle: '错题解析包含什么',
    contains: [
      '每道答错的题目，附矩阵和六个选项',
      '您的答案与正确答案并列对照',
      '用通俗的文字说明题目的规律',
      '您所选选项错在哪里',
    ],
    countsKnown: (answered, wrong) => `您作答了 ${answered} 题，其中 ${wrong} 题答错。`,
  },

  guide: {
    howItemsWork: [
      {
        title: '3 × 3 矩阵',
        body: '每道题显示 3 × 3 方格中的八格，第九格空缺。这些图格按行或按列遵循规律。您的任务是找出能让每条规律都成立的选项。',
      },
      {
        title: '部分与属性',
        body: '一个图格包含一个或多个部分：单个图形、图形网格、左右两半，或带内部图形的外框。每个部分都有可被规律改变的属性。',
      },
      {
        title: '只有一个答案',
        body: '六个选项中恰好有一个满足所有规律。每个错误选项至少违反一条规律，而且往往很有迷惑性。',
      },
    ],
    attributes: {
      number: '数量：图形有多少个',
      position: '位置：哪些位置被占据',
      type: '形状：三角形、正方形、五边形、六边形或圆形',
      size: '大小：图形有多大',
      shade: '明暗：白色、四种灰色或黑色',
    },
    attributesTitle: '哪些可以变化',
    rulesIntro: '每个部分的每个属性都遵循五类规律之一。每类规律下方给出一个例句，就像解析中的说法。',
    ruleKinds: {
      constant: '不变：九个图格中的值都相同。',
      progression: '递进：值从一格到下一格按相同的步长增加或减少。',
      arithmetic: '运算：每一行中，第三格的数量是前两格之和或之差。',
      'set-operation': '集合运算：第三格的位置由前两格组合而成（两者都有、任一有、只有一个有）。',
      'distribute-three': '三值分布：三个不同的值，在每行每列中各出现一次。',
    },
    exampleLabel: '示例',
    methodSteps: [
      {
        title: '1. 一次只看一个属性',
        body: '先看数量，再看形状、大小、明暗和位置。不要试图一次看清所有变化。',
      },
      { title: '2. 先看第一行，再看第一列', body: '说出什么在变化、怎样变化。如果行中没有规律，就看列。' },
      { title: '3. 在第二行验证规律', body: '只有在每一行都成立的才是规律。依赖它之前先检验。' },
      { title: '4. 先推出缺少的图格', body: '在看选项之前，先在脑中得出答案。' },
      { title: '5. 先排除，再选择', body: '划掉违反任何一条规律的选项，剩下的就是答案。' },
    ],
    mistakes: [
      { title: '照搬某一格', body: '选了一个重复同一行中已有值的选项。三值分布规律中，值从不重复。' },
      { title: '差了一步', body: '方向对了，但多走或少走了一步。请再数一遍步数。' },
      { title: '方向错误', body: '规律本是沿列变化的，却按行去读，或者反过来。' },
      { title: '只顾一半规律', body: '选项满足了一个属性，却违反了另一个。选择前检查每一个属性。' },
    ],
  },

  comparison: {
    intro: '在我们的测试者中，各国家和各年龄段的平均分对比。这些不是全国性或具有代表性的数据。',
    countriesTitle: '各国平均智商（前 10 名）',
    agesTitle: '各年龄段平均智商',
    averageLabel: '平均',
    sampleLabel: (n) => `${n} 次测试`,
    seedLabel: '初始值',
    seedNote: '* 初始数据：有据可查的起始值，待足够多的人完成测试后将由实测数据替代。',
    sourceNote: {
      platform: '所有数据均在我们的平台上实测。',
      seed: '所有数据均为初始值，尚无实测数据。',
      mixed: '部分数据在我们的平台上实测，其余为初始值（标有 *）。',
    },
    youLine: (score) => `您的分数：${score}`,
    lockedText: '您的套餐不包含按国家和年龄的对比。',
    empty: '暂无数据。',
  },

  strengths: {
    intro: '您结果中的亮点：较强的维度、值得练习的维度，以及您在各类规律上的表现。',
    strongTitle: '您的优势',
    developTitle: '值得练习',
    rulesTitle: '按规律类型',
    even: '您的各项维度彼此接近，没有哪一项特别突出。',
    ruleRate: (rule, solved, total) => `${rule}：${total} 题中答对 ${solved} 题`,
    ruleNames: {
      constant: '不变',
      progression: '递进',
      arithmetic: '运算',
      'set-operation': '集合运算',
      'distribute-three': '三值分布',
    },
    noQuestions: '按规律类型的细分包含在错题解析中。',
  },

  training: {
    intro: '为期四周的短时训练，从您提升空间最大的维度开始。每天 20 分钟、每周五天就足够了。',
    weekLabel: (week) => `第 ${week} 周`,
    focus: (dimension) => `重点：${dimension}`,
    weeks: [
      { title: '找出规律', body: '每天做十道矩阵题，不限时。选择之前把每条规律说出来。' },
      { title: '记在心里', body: '玩记忆游戏、倒序复述数列；看十秒后凭记忆重画一个图格。' },
      { title: '稳定的节奏', body: '限时做简单题目，力求从第一题到最后一题保持同样的节奏。' },
      { title: '完整练习', body: '在 20 分钟内完成一套 30 题的练习测试；用本报告中的方法复查每个错误。' },
    ],
    habitsTitle: '有帮助的习惯',
    habits: [
      '测试前一晚睡个好觉。',
      '每天练一点，胜过每周练很多。',
      '复盘错误：弄懂一道错题，比做对十道简单题收获更多。',
      '变换题型：数字、图形、文字。',
    ],
    claimNote: '练习能让您更擅长这类题目；至于能否提高一般智力，目前尚无定论。',
  },

  limits: {
    intro: '本测试如何进行，以及它能告诉您什么、不能告诉您什么。在根据分数下结论之前，请先阅读本页。',
    blocks: [
      {
        title: '不是临床评估',
        body: '这是一项供参考和娱乐的在线测试。它不是诊断，不能替代合格心理学家在标准条件下进行的评估。',
      },
      {
        title: '30 道题能测量什么',
        body: '30 道矩阵题测量的是借助视觉图形进行抽象推理的能力，这只是智力的一部分。它不测量语言、知识、创造力或社交能力。',
      },
      {
        title: '生成的测试',
        body: '每道题都由程序根据一套规则生成，因此没有两份测试完全相同。每道题都恰好有一个正确选项，并由独立的求解程序核验。',
      },
      {
        title: '采用项目反应理论计分',
        body: '您的分数是根据您答对了哪些题以及这些题的难度（三参数 IRT 模型）估计得出的，而不是简单地数答对的题数。',
      },
      {
        title: '先验，有待重新估计',
        body: '关于能力的初始假设（先验）和题目难度模型都是先验：合理的起始值，尚未用大样本拟合。随着数据积累，它们会被重新估计，分数可能会有小幅变动。',
      },
      {
        title: '维度与对比',
        body: '五项维度是根据本测试的正确率和用时得出的指标，不是临床测量。国家和年龄的数据描述的是我们的测试者，而不是整个人群。',
      },
    ],
  },

  certificate: {
    title: '证书',
    subtitle: '智商测试结果',
    awardedTo: '兹证明',
    statement: (band) => `在我们的 30 题渐进矩阵测试中取得了“${band}”等级的成绩。`,
    scoreLabel: '智商分数',
    bandLabel: '等级',
    dateLabel: '日期',
    codeLabel: '验证码',
    verifyAt: '验证本证书：',
    footer: '在线测试结果，不是临床评估。',
  },
};
