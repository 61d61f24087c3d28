import type { ReportCopy } from './report-copy';

// Hong Kong written Chinese (網上、程式、量度、相若、甚麼、首 10 名), full-width punctuation and
// 「」 quotes; band, dimension, level and tier names as on the report screens
// (mfe-report/src/locales/zh-HK.json), rule vocabulary (規律、格、選項) as in @iq/report-copy.
// The zh-HK faces (fonts/font-faces.ts) have no full-width semicolon "；" and no "着": this
// copy uses neither.
export const zhHK: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: '您的智商測試報告',
  pageOf: (page, total) => `第 ${page} 頁，共 ${total} 頁`,
  orderLabel: '訂單編號',
  completedLabel: '完成日期',
  none: '—',
  labelSep: '：',

  bands: {
    genius: '天才',
    verySuperior: '非常優秀',
    superior: '優秀',
    normal: '中等',
    dullness: '中等偏下',
    deficiency: '很低',
  },
  bandDescriptions: {
    genius: '極為罕見的推理能力，能在這個範圍可靠量度的測試寥寥可數。',
    verySuperior: '推理能力遠超大部分人，複雜的規律也能很快看出。',
    superior: '明顯高於平均水平，通常能輕鬆解決抽象問題。',
    normal: '最寬的中間區間，每三人中就有兩人落在這裏。',
    dullness: '略低於中間水平，面對陌生的抽象任務需要多花力氣。',
    deficiency: '明顯低於中間水平，只有專業評估才能作進一步判斷。',
  },
  dimensionNames: {
    memory: '記憶力',
    speed: '速度',
    reaction: '反應',
    concentration: '專注力',
    logic: '邏輯',
  },
  levels: { 1: '很低', 2: '偏低', 3: '中等', 4: '偏高', 5: '很高' },

  cover: {
    subtitle: '30 道漸進矩陣題，採用項目反應理論計分',
    scoreCaption: '您的智商分數',
    bandCaption: '等級',
    tierLabel: '套餐',
    notClinical: '本報告並非臨床或診斷評估。第 21 頁會說明其局限。',
  },

  summary: {
    title: '概覽',
    intro: '一眼看清是次測試的主要數據，之後各頁會逐一解釋。',
    scoreLabel: '智商分數',
    bandLabel: '等級',
    percentileLabel: '百分位',
    intervalLabel: '90% 區間',
    answersLabel: '作答情況',
    percentileText: (percent) => `高於 ${percent} 的人`,
    answersText: (correct, answered, total) => `答對 ${correct} 題，已作答 ${answered}/${total} 題`,
    headline: (score, band, percent) =>
      `您的分數 ${score} 屬於「${band}」等級：高於參照人口中 ${percent} 的人。`,
    dimensionsTitle: '您的五項能力',
    contentsTitle: '報告內容',
  },

  pages: {
    summary: '概覽',
    curve: '您在鐘形曲線上的位置',
    interval: '分數有多精確',
    classification: '智商等級劃分',
    dimensions: '您的五項能力',
    answers: '您的作答',
    answerDetails: '逐題解析',
    mistakes: '錯誤一覽',
    locked: '錯題解析',
    howItemsWork: '題目的結構',
    rulesOne: '規律（一）',
    rulesTwo: '規律（二）',
    method: '有效的解題方法',
    typicalMistakes: '常見錯誤',
    comparison: '在本站測試者之中',
    strengths: '強項與有待加強之處',
    training: '您的訓練指南',
    limits: '方法與局限',
  },

  curve: {
    intro:
      '智商分數沿鐘形曲線分佈：平均值為 100，標準差為 15。大部分人的分數接近中間，很高或很低的分數都很罕見。',
    youLabel: '您',
    axisLabel: '智商分數',
    position: (score, percent) =>
      `您的分數 ${score} 高於曲線下 ${percent} 的範圍：每 100 人之中，約有這個數目的人分數比您低。`,
    facts: (within1, within2, above, below) => [
      `約 ${within1} 的人分數介乎 85 至 115 之間。`,
      `約 ${within2} 的人分數介乎 70 至 130 之間。`,
      `約 ${above} 的人高於 130，另有約 ${below} 的人低於 70。`,
    ],
    boundNote: (bound) =>
      `您的作答超出了本測試能精確量度的範圍，因此標記顯示的是界限 ${bound}，而不是一個確切的點。`,
  },

  interval: {
    intro: '任何測試分數都是估計值。30 道題能告訴我們很多，但並非全部：區間顯示真實分數最可能所在的範圍。',
    range: (low, high) => `有 90% 的把握，您的真實分數介乎 ${low} 至 ${high} 之間。`,
    measurable: (low, high) =>
      `本測試在 ${low} 至 ${high} 之間能精確量度：在這個範圍內，題目提供的資訊足以給出具體分數。`,
    boundAbove: (high) =>
      `您的結果高於這個範圍，因此我們記為「> ${high}」：您的分數高於 ${high}，但 30 道題無法說明高出多少。`,
    boundBelow: (low) =>
      `您的結果低於這個範圍，因此我們記為「< ${low}」：您的分數低於 ${low}，但 30 道題無法說明低多少。`,
    inside: '您的結果在這個範圍之內，因此以具體數字報告。',
    legendInterval: '90% 區間',
    legendMeasurable: '可量度範圍',
    legendScore: '您的分數',
    blocks: [
      {
        title: '為甚麼是一個區間？',
        body: '如果您換一天、用同類的其他題目再做一次，分數可能會高幾分或低幾分。區間涵蓋了這種不確定性。',
      },
      {
        title: '怎樣令區間更窄',
        body: '作答的題目越多、題目難度越切合您的水平，區間就越窄。太易或太難的題目，對判斷一個人的水平幫助不大。',
      },
      {
        title: '如何理解界限',
        body: '「> 127」這類分數並不是您結果的不足，而是測試本身的局限：它並非為區分 135 和 150 而設計。更長、題目更難的測試就可以做到。',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `下列等級按人口比例劃分：約 ${gifted} 屬資優（130 或以上），${excellent} 屬優秀（115 至 129），${average} 屬中等（85 至 114）。`,
    columns: { band: '等級', range: '智商範圍', share: '人口比例', meaning: '含義' },
    yours: '您的等級',
    note: '比例按平均值 100、標準差 15 的正態分佈計算。',
  },

  dimensions: {
    intro:
      '根據您在本測試中的準確率和作答時間得出的五項指標。每項都有 0 至 100 的分數，以及 1（很低）至 5（很高）的等級。',
    columns: {
      dimension: '能力',
      score: '得分',
      reference: '參考範圍',
      level: '等級',
      interpretation: '含義',
    },
    lockedText: '您的套餐不包含各維度得分。',
    scaleNote: '參考範圍是大部分測試者所在的區間，橫條顯示您的分數。',
    reference: (low, high) => `參考範圍 ${low}–${high}`,
    measuresTitle: '本測試如何量度',
    resultTitle: '您的結果',
    practiceTitle: '如何練習',
    levelScaleTitle: '等級',
    measures: {
      memory: '您在需要同時記住兩個部分的題目上的準確率，與一般測試者在相同題目上的表現作比較。',
      speed: '您答對的題目所用時間的中位數，佔每題可用時間的比例。答對得越快，分數越高。',
      reaction: '您答對最簡單題目（第 1、2 級）的速度：所用時間的中位數佔每題時間的比例。',
      concentration: '較簡單題目（首十二題）上的失誤，與您的整體結果在這些題上的預測相比。',
      logic: '您在三條或以上規律同時變化的題目上的正確率，與一般測試者在同樣題目上的正確率相比。',
    },
    practice: {
      memory: '刻意多記一些東西：倒序複述數字、玩配對遊戲，先憑記憶畫出題目的各個部分，再回頭核對。',
      speed: '做簡短的限時練習，題目要簡單，目標是穩定而非匆忙作答。速度來自更早認出規律，而不是靠猜。',
      reaction: '每道題都先說出第一行有甚麼在變化。固定的第一步能縮短看出規律前所需的時間。',
      concentration:
        '以 20 分鐘為一節，在不受打擾的情況下練習，每節之間稍作休息。留意何時分心，並把注意力拉回來。',
      logic: '每道題都把規律逐部分用文字寫下來。選擇答案前，先用每一行驗證規律。',
    },
    strength: {
      memory: '您能同時記住圖形的多個部分。',
      speed: '您能很快得出正確答案。',
      reaction: '簡單的規律您幾乎一眼就能看出。',
      concentration: '您的準確率一直保持到最後一題。',
      logic: '您能把多條規律結合成一個答案。',
    },
  },

  answers: {
    intro: '測試中的每一道題，連同您的答案和正確答案。之後幾頁會解析您答錯的題目。',
    columns: { number: '題號', yours: '您的答案', correct: '正確答案', result: '結果' },
    right: '正確',
    wrong: '錯誤',
    unanswered: '未作答',
    counts: (answered, total, wrong) => `${total} 題中您作答了 ${answered} 題，其中 ${wrong} 題答錯。`,
    detailIntro: '每道題：矩陣的規律，以及您所選選項錯在哪裏。',
    question: (n) => `第 ${n} 題`,
    yourAnswer: '您的答案',
    correctAnswer: '正確答案',
    noAnswer: '無',
    option: (n) => `選項 ${n}`,
    rulesTitle: '本題的規律',
    yoursTitle: '您的選擇',
    solvedLabel: '答對了：解題思路',
    noRules: '矩陣中的每個部分都保持不變。',
    mistakesIntro: '在您所有答錯的題目中，各類錯誤出現的次數。',
    mistakeKinds: {
      rule: '跟從了另一條規律',
      direction: '規律對了，方向錯了',
      value: '選了接近正確值的值',
      unanswered: '未作答',
    },
    remainingTitle: '其餘錯題',
    noneRemaining: '您所有的錯題都已在前幾頁解析。',
    moreThan: (shown) => `前幾頁詳細解析的是首 ${shown} 道錯題，其餘的在此簡列。`,
  },

  locked: {
    intro: '您的套餐不包含錯題解析。之後幾頁會介紹題目的結構，方便您自行檢視解題思路。',
    unlockedBy: (tiers) => `以下套餐包含錯題解析：${tiers}。`,
    containsTitle: '錯題解析包括甚麼',
    contains: [
      '每道答錯的題目，連同矩陣和六個選項',
      '您的答案與正確答案並排對照',
      '以淺白文字說明題目的規律',
      '您所選選項錯在哪裏',
    ],
    countsKnown: (answered, wrong) => `您作答了 ${answered} 題，其中 ${wrong} 題答錯。`,
  },

  guide: {
    howItemsWork: [
      {
        title: '3 × 3 矩陣',
        body: '每道題顯示 3 × 3 方格中的八格，第九格留空。這些圖格沿行或沿列遵循規律。您要找出能令每條規律都成立的選項。',
      },
      {
        title: '部分與屬性',
        body: '一個圖格包含一個或多個部分：單個圖形、方格排列的圖形、左右兩半，或內有圖形的外框。每個部分都有可被規律改變的屬性。',
      },
      {
        title: '只有一個答案',
        body: '六個選項中恰好只有一個符合所有規律。每個錯誤選項至少違反一條規律，而且往往頗具迷惑性。',
      },
    ],
    attributes: {
      number: '數量：圖形有多少個',
      position: '位置：哪些位置被佔用',
      type: '形狀：三角形、正方形、五邊形、六邊形或圓形',
      size: '大小：圖形有多大',
      shade: '顏色深淺：白色、四種灰色或黑色',
    },
    attributesTitle: '哪些可以變化',
    rulesIntro: '每個部分的每項屬性都遵循五類規律之一。每類規律下方附有一個例句，即解析中的說法。',
    ruleKinds: {
      constant: '不變：九個圖格中的值都相同。',
      progression: '遞進：值由一格到下一格按相同的步幅增加或減少。',
      arithmetic: '運算：每一行中，第三格的數量是前兩格之和或之差。',
      'set-operation': '集合運算：第三格的位置由前兩格組合而成（兩者皆有、任一有、只有其一）。',
      'distribute-three': '三值分佈：三個不同的值，在每行每列中各出現一次。',
    },
    exampleLabel: '例子',
    methodSteps: [
      {
        title: '1. 每次只看一項屬性',
        body: '先看數量，再看形狀、大小、顏色深淺和位置。不要試圖一次過看清所有變化。',
      },
      { title: '2. 先看第一行，再看第一列', body: '說出甚麼在變、怎樣變。如果行中沒有規律，就看列。' },
      { title: '3. 在第二行驗證規律', body: '只有在每一行都成立的才算規律。依賴它之前先驗證。' },
      { title: '4. 先推算缺少的圖格', body: '在看選項之前，先在腦中得出答案。' },
      { title: '5. 先排除，再選擇', body: '剔除違反任何一條規律的選項，剩下的就是答案。' },
    ],
    mistakes: [
      { title: '照抄某一格', body: '選了一個重複同一行已有值的選項。三值分佈的規律中，值從不重複。' },
      { title: '差了一步', body: '方向對了，但多走或少走了一步。請再數一次步數。' },
      { title: '方向錯誤', body: '規律本來是沿列變化的，卻按行去讀，或者相反。' },
      { title: '只顧一半規律', body: '選項符合了一項屬性，卻違反了另一項。選擇前請檢查每一項屬性。' },
    ],
  },

  comparison: {
    intro: '本站測試者按國家和年齡組別劃分的平均分比較。這些並非全國性或具代表性的數據。',
    countriesTitle: '各國平均智商（首 10 名）',
    agesTitle: '各年齡組別平均智商',
    averageLabel: '平均',
    sampleLabel: (n) => `${n} 次測試`,
    seedLabel: '初始值',
    seedNote: '* 初始值：有據可查的起始數值，待有足夠多人完成測試後，會由實測數據取代。',
    sourceNote: {
      platform: '所有數據均在本站實際量得。',
      seed: '所有數據均為初始值，暫時未有實測數據。',
      mixed: '部分數據在本站實際量得，其餘為初始值（以 * 標示）。',
    },
    youLine: (score) => `您的分數：${score}`,
    lockedText: '您的套餐不包含按國家和年齡的比較。',
    empty: '暫無數據。',
  },

  strengths: {
    intro: '您結果中的突出之處：較強的能力、值得練習的能力，以及您在各類規律上的表現。',
    strongTitle: '您的強項',
    developTitle: '值得練習',
    rulesTitle: '按規律類型',
    even: '您各項能力的水平相近，沒有特別突出的一項。',
    ruleRate: (rule, solved, total) => `${rule}：${total} 題中答對 ${solved} 題`,
    ruleNames: {
      constant: '不變',
      progression: '遞進',
      arithmetic: '運算',
      'set-operation': '集合運算',
      'distribute-three': '三值分佈',
    },
    noQuestions: '按規律類型的分析包含在錯題解析之中。',
  },

  training: {
    intro: '為期四週的短時間訓練，從您最有進步空間的能力開始。每日 20 分鐘、每週五日便已足夠。',
    weekLabel: (week) => `第 ${week} 週`,
    focus: (dimension) => `重點：${dimension}`,
    weeks: [
      { title: '找出規律', body: '每日做十道矩陣題，不限時。選擇之前，先把每條規律讀出來。' },
      { title: '記在腦中', body: '玩記憶遊戲、倒序複述數字。看一個圖格十秒後，憑記憶把它重畫出來。' },
      { title: '穩定的節奏', body: '限時做簡單題目，力求由第一題到最後一題保持同樣的節奏。' },
      { title: '完整練習', body: '在 20 分鐘內完成一套 30 題的模擬測試，並用本報告的方法檢視每個錯誤。' },
    ],
    habitsTitle: '有幫助的習慣',
    habits: [
      '測試前一晚要睡得好。',
      '每日練習少許，勝過每週集中練習一次。',
      '檢討錯誤：弄明白一道錯題，比做對十道簡單題收穫更多。',
      '變換題型：數字、圖形、文字。',
    ],
    claimNote: '練習能令您更擅長這類題目，但能否提升一般智力，目前仍未有定論。',
  },

  limits: {
    intro: '本測試如何運作，以及它能告訴您甚麼、不能告訴您甚麼。根據分數下結論之前，請先閱讀本頁。',
    blocks: [
      {
        title: '並非臨床評估',
        body: '這是一項供參考及娛樂的網上測試。它不是診斷，亦不能取代合資格心理學家在標準條件下進行的評估。',
      },
      {
        title: '30 道題能量度甚麼',
        body: '30 道矩陣題量度的是以視覺圖形進行抽象推理的能力，這只是智力的一部分。它並不量度語言、知識、創造力或社交能力。',
      },
      {
        title: '由程式生成的測試',
        body: '每道題都由程式按一套規則生成，因此不會有兩份完全相同的測試。每道題都恰好只有一個正確選項，並經獨立的解題程式核實。',
      },
      {
        title: '採用項目反應理論計分',
        body: '您的分數是根據您答對了哪些題目，以及這些題目的難度（三參數 IRT 模型）估算出來的，而不是單純計算答對題數。',
      },
      {
        title: '先驗值有待重新估算',
        body: '關於能力的初始假設（先驗分佈）和題目難度模型都是先驗值：合理的起始數值，尚未以大樣本擬合。數據累積後，它們會被重新估算，分數或會略有變動。',
      },
      {
        title: '能力指標與比較',
        body: '五項能力是根據本測試的準確率和作答時間得出的指標，並非臨床量度。國家和年齡的數據只反映本站測試者，而非整體人口。',
      },
    ],
  },

  certificate: {
    title: '證書',
    subtitle: '智商測試結果',
    awardedTo: '茲證明',
    statement: (band) => `在本站的 30 題漸進矩陣測試中，取得「${band}」等級的成績。`,
    scoreLabel: '智商分數',
    bandLabel: '等級',
    dateLabel: '日期',
    codeLabel: '驗證碼',
    verifyAt: '核實本證書：',
    footer: '網上測試結果，並非臨床評估。',
  },
};
