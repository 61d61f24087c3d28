import type { ReportCopy } from './report-copy';

// Polite 합니다 style throughout (requests as -세요, as on the screens); band, dimension, level
// and tier names as on the report screens (mfe-report/src/locales/ko-KR.json), rule vocabulary
// (규칙, 칸, 보기) as in @iq/report-copy's Korean explanations.
export const koKR: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'IQ 테스트 보고서',
  pageOf: (page, total) => `${page} / ${total}페이지`,
  orderLabel: '주문 번호',
  completedLabel: '응시일',
  none: '—',
  labelSep: ': ',

  bands: {
    genius: '천재',
    verySuperior: '최우수',
    superior: '우수',
    normal: '평균',
    dullness: '평균 이하',
    deficiency: '매우 낮음',
  },
  bandDescriptions: {
    genius: '매우 드문 추론 능력입니다. 이 수준까지 신뢰성 있게 측정할 수 있는 테스트는 많지 않습니다.',
    verySuperior: '대부분의 사람을 크게 넘어서는 추론 능력입니다. 복잡한 패턴도 빠르게 파악합니다.',
    superior: '평균보다 분명히 높습니다. 추상적인 문제를 대개 쉽게 풉니다.',
    normal: '세 명 중 두 명이 속하는 넓은 중간 범위입니다.',
    dullness: '중간보다 조금 낮습니다. 익숙하지 않은 추상적 과제에는 더 많은 노력이 필요합니다.',
    deficiency: '중간보다 크게 낮습니다. 더 자세한 내용은 전문가의 평가로만 알 수 있습니다.',
  },
  dimensionNames: {
    memory: '기억력',
    speed: '속도',
    reaction: '반응',
    concentration: '집중력',
    logic: '논리력',
  },
  levels: { 1: '매우 낮음', 2: '낮음', 3: '보통', 4: '높음', 5: '매우 높음' },

  cover: {
    subtitle: '진행 행렬 30문항, 문항 반응 이론(IRT)으로 채점',
    scoreCaption: '나의 IQ 점수',
    bandCaption: '등급',
    tierLabel: '패키지',
    notClinical: '이 보고서는 임상 평가나 진단이 아닙니다. 이 테스트의 한계는 21페이지에서 설명합니다.',
  },

  summary: {
    title: '요약',
    intro: '테스트의 주요 수치를 한눈에 보여 드립니다. 각 수치는 다음 페이지부터 자세히 설명합니다.',
    scoreLabel: 'IQ 점수',
    bandLabel: '등급',
    percentileLabel: '백분위',
    intervalLabel: '90% 구간',
    answersLabel: '답변',
    percentileText: (percent) => `전체의 ${percent}보다 높은 점수`,
    answersText: (correct, answered, total) => `정답 ${correct}개, ${total}문항 중 ${answered}문항 답변`,
    headline: (score, band, percent) =>
      `나의 점수는 ${score}이며 ‘${band}’ 등급에 속합니다. 기준 집단의 ${percent}보다 높은 점수입니다.`,
    dimensionsTitle: '나의 다섯 가지 능력',
    contentsTitle: '이 보고서의 내용',
  },

  pages: {
    summary: '요약',
    curve: '정규 분포 곡선에서 나의 위치',
    interval: '점수의 정밀도',
    classification: 'IQ 등급 분류',
    dimensions: '나의 다섯 가지 능력',
    answers: '나의 답변',
    answerDetails: '문항별 해설',
    mistakes: '오답 한눈에 보기',
    locked: '오답 분석',
    howItemsWork: '문항의 구성',
    rulesOne: '규칙 (1)',
    rulesTwo: '규칙 (2)',
    method: '효과적인 풀이 방법',
    typicalMistakes: '흔한 실수',
    comparison: '우리 응시자 중에서',
    strengths: '강점과 보완할 점',
    training: '나의 훈련 가이드',
    limits: '방법과 한계',
  },

  curve: {
    intro:
      'IQ 점수는 종 모양의 곡선(정규 분포)을 따라 분포하며, 평균은 100, 표준편차는 15입니다. 대부분의 사람은 중간 근처의 점수를 받으며, 매우 높거나 매우 낮은 점수는 드뭅니다.',
    youLabel: '나',
    axisLabel: 'IQ 점수',
    position: (score, percent) =>
      `곡선 전체의 ${percent}가 나의 점수(${score})보다 아래에 있습니다. 100명 중 대략 그만큼의 사람이 나보다 낮은 점수를 받는다는 뜻입니다.`,
    facts: (within1, within2, above, below) => [
      `약 ${within1}의 사람이 85~115점 사이입니다.`,
      `약 ${within2}의 사람이 70~130점 사이입니다.`,
      `약 ${above}는 130점 초과, 약 ${below}는 70점 미만입니다.`,
    ],
    boundNote: (bound) =>
      `답변 결과가 이 테스트의 정밀 측정 범위를 벗어났기 때문에, 표시는 정확한 점이 아니라 경계값 ${bound}의 위치를 가리킵니다.`,
  },

  interval: {
    intro:
      '모든 테스트 점수는 추정값입니다. 30문항으로 많은 것을 알 수 있지만 전부는 아닙니다. 구간은 실제 점수가 있을 가능성이 가장 높은 범위를 보여 줍니다.',
    range: (low, high) => `90% 신뢰도로, 실제 점수는 ${low}~${high} 사이에 있습니다.`,
    measurable: (low, high) =>
      `이 테스트는 ${low}~${high} 범위에서 정밀하게 측정합니다. 이 범위에서는 문항이 점수를 숫자로 나타내기에 충분한 정보를 줍니다.`,
    boundAbove: (high) =>
      `결과가 이 범위보다 높습니다. 그래서 점수를 ‘> ${high}’ 형태로 표시합니다. 점수가 ${high}보다 높지만, 30문항으로는 얼마나 높은지 알 수 없습니다.`,
    boundBelow: (low) =>
      `결과가 이 범위보다 낮습니다. 그래서 점수를 ‘< ${low}’ 형태로 표시합니다. 점수가 ${low}보다 낮지만, 30문항으로는 얼마나 낮은지 알 수 없습니다.`,
    inside: '결과가 이 범위 안에 있으므로 숫자로 표시합니다.',
    legendInterval: '90% 구간',
    legendMeasurable: '측정 가능 범위',
    legendScore: '나의 점수',
    blocks: [
      {
        title: '구간으로 나타내는 이유',
        body: '다른 날 같은 종류의 다른 문항으로 테스트를 봤다면 점수가 몇 점 높거나 낮게 나왔을 것입니다. 구간은 그 불확실성까지 담고 있습니다.',
      },
      {
        title: '구간을 좁히는 요인',
        body: '답한 문항이 많을수록, 그리고 문항의 난이도가 응시자에게 잘 맞을수록 구간이 좁아집니다. 너무 쉽거나 너무 어려운 문항으로는 그 사람에 대해 알 수 있는 것이 적습니다.',
      },
      {
        title: '경계값 읽는 법',
        body: '‘> 127’ 같은 점수는 결과의 약점이 아니라 테스트의 한계를 뜻합니다. 이 테스트는 135와 150을 구별하도록 만들어지지 않았습니다. 더 어려운 문항으로 구성된 더 긴 테스트라면 구별할 수 있습니다.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `아래 등급은 인구 비율에 따라 척도를 나눈 것입니다. 약 ${gifted}가 130 이상의 매우 뛰어난 수준, ${excellent}가 115~129의 우수한 수준, ${average}가 85~114의 평균 수준에 속합니다.`,
    columns: { band: '등급', range: 'IQ 범위', share: '인구 비율', meaning: '의미' },
    yours: '나의 등급',
    note: '비율은 평균 100, 표준편차 15인 정규 분포를 기준으로 합니다.',
  },

  dimensions: {
    intro:
      '이 테스트의 정답률과 응답 시간에서 도출한 다섯 가지 지표입니다. 각 지표는 0~100점의 점수와 1(매우 낮음)~5(매우 높음)의 수준으로 나타냅니다.',
    columns: {
      dimension: '능력',
      score: '점수',
      reference: '기준 범위',
      level: '수준',
      interpretation: '의미',
    },
    lockedText: '능력별 점수는 이 패키지의 보고서에 포함되어 있지 않습니다.',
    scaleNote: '기준 범위는 대부분의 응시자가 속하는 범위이며, 막대는 나의 점수를 나타냅니다.',
    reference: (low, high) => `기준 범위 ${low}~${high}`,
    measuresTitle: '이 테스트에서 측정하는 것',
    resultTitle: '나의 결과',
    practiceTitle: '연습 방법',
    levelScaleTitle: '수준',
    measures: {
      memory:
        '두 부분을 동시에 따라가야 하는 문항에서의 정답률을, 같은 문항에서 평균적인 응시자가 거두는 성적과 비교한 값입니다.',
      speed:
        '맞힌 문항에 걸린 시간의 중앙값을 문항당 주어진 시간에 대한 비율로 나타낸 값입니다. 빨리 맞힐수록 점수가 높습니다.',
      reaction:
        '가장 쉬운 문항을 얼마나 빨리 맞혔는지를 나타냅니다. 1단계와 2단계 문항에 걸린 시간의 중앙값을 문항당 시간에 대한 비율로 나타낸 값입니다.',
      concentration:
        '비교적 쉬운 문제(처음 12문제)에서의 부주의한 실수를 전체 결과로 예측되는 수와 비교한 것.',
      logic:
        '세 가지 이상의 규칙이 동시에 바뀌는 문제에서의 정답률을 같은 문제에서의 평균적인 응시자와 비교한 것.',
    },
    practice: {
      memory:
        '의식적으로 더 많은 것을 기억해 보세요. 숫자를 거꾸로 따라 말하기, 짝 맞추기 게임, 퍼즐의 각 부분을 기억만으로 그려 본 뒤 다시 확인하기 등이 도움이 됩니다.',
      speed:
        '쉬운 퍼즐을 시간을 정해 짧게 풀면서, 서두르지 말고 일정한 속도로 답하는 것을 목표로 하세요. 속도는 찍기가 아니라 패턴을 더 빨리 알아보는 데서 나옵니다.',
      reaction:
        '문항마다 먼저 첫 행에서 무엇이 바뀌는지 말로 짚어 보세요. 정해진 첫 단계가 있으면 패턴을 알아보기까지의 시간이 줄어듭니다.',
      concentration:
        '방해받지 않는 20분 단위로 연습하고, 단위 사이에는 짧게 쉬세요. 주의가 흐트러지는 순간을 알아차리고 다시 집중하세요.',
      logic:
        '퍼즐마다 규칙을 한 부분씩 말로 적어 보세요. 그런 다음 답을 고르기 전에 그 규칙이 모든 행에 맞는지 확인하세요.',
    },
    strength: {
      memory: '패턴의 여러 부분을 동시에 기억합니다.',
      speed: '정답에 빠르게 도달합니다.',
      reaction: '단순한 패턴을 거의 즉시 알아봅니다.',
      concentration: '마지막 문항까지 정확도를 유지합니다.',
      logic: '여러 규칙을 결합해 하나의 답을 찾습니다.',
    },
  },

  answers: {
    intro: '테스트의 모든 문항과 나의 답, 정답을 보여 드립니다. 다음 페이지부터 틀린 문항을 설명합니다.',
    columns: { number: '번호', yours: '나의 답', correct: '정답', result: '결과' },
    right: '정답',
    wrong: '오답',
    unanswered: '미응답',
    counts: (answered, total, wrong) =>
      `${total}문항 중 ${answered}문항에 답했고, 그중 ${wrong}문항이 틀렸습니다.`,
    detailIntro: '문항마다 행렬의 규칙과, 선택한 보기가 어디에서 틀렸는지 설명합니다.',
    question: (n) => `${n}번 문제`,
    yourAnswer: '나의 답',
    correctAnswer: '정답',
    noAnswer: '없음',
    option: (n) => `${n}번 보기`,
    rulesTitle: '이 문제의 규칙',
    yoursTitle: '나의 선택',
    solvedLabel: '맞힌 문제의 풀이',
    noRules: '행렬의 모든 요소가 칸마다 그대로입니다.',
    mistakesIntro: '모든 오답을 대상으로 어떤 종류의 실수를 했는지 세어 본 결과입니다.',
    mistakeKinds: {
      rule: '다른 규칙을 따름',
      direction: '규칙은 맞지만 방향이 틀림',
      value: '정답에 가까운 값을 고름',
      unanswered: '답하지 않음',
    },
    remainingTitle: '나머지 오답',
    noneRemaining: '모든 오답은 앞 페이지에서 설명했습니다.',
    moreThan: (shown) =>
      `앞 페이지에서는 처음 ${shown}개의 오답을 자세히 설명했습니다. 나머지 오답은 여기에 간단히 정리합니다.`,
  },

  locked: {
    intro:
      '현재 패키지에는 오답 분석이 포함되어 있지 않습니다. 다음 페이지부터 문항의 구성을 설명하니, 스스로 풀이 방법을 점검해 보세요.',
    unlockedBy: (tiers) => `오답 분석은 다음 패키지에 포함됩니다: ${tiers}.`,
    containsTitle: '오답 분석에서 보여 드리는 내용',
    contains: [
      '틀린 문항마다 행렬과 여섯 개의 보기',
      '나의 답과 정답의 나란한 비교',
      '문항의 규칙을 쉬운 말로 풀이',
      '선택한 보기가 어디에서 틀렸는지',
    ],
    countsKnown: (answered, wrong) => `${answered}문항에 답했고, 그중 ${wrong}문항이 틀렸습니다.`,
  },

  guide: {
    howItemsWork: [
      {
        title: '3 × 3 행렬',
        body: '각 문항은 3 × 3 격자의 여덟 칸을 보여 주며, 아홉 번째 칸은 비어 있습니다. 칸들은 행이나 열을 따라 규칙을 따릅니다. 모든 규칙을 완성하는 보기를 찾는 것이 과제입니다.',
      },
      {
        title: '요소와 속성',
        body: '한 칸에는 하나 이상의 요소가 있습니다. 도형 하나, 도형들이 놓인 격자, 왼쪽과 오른쪽 절반, 또는 안에 무언가가 든 틀 등입니다. 각 요소에는 규칙에 따라 바뀔 수 있는 속성이 있습니다.',
      },
      {
        title: '정답은 하나뿐',
        body: '여섯 개의 보기 중 모든 규칙을 만족하는 것은 정확히 하나입니다. 틀린 보기는 저마다 적어도 하나의 규칙을 어기며, 그럴듯해 보이도록 만들어진 경우가 많습니다.',
      },
    ],
    attributes: {
      number: '개수: 도형이 몇 개인지',
      position: '위치: 어느 자리가 채워져 있는지',
      type: '모양: 삼각형, 정사각형, 오각형, 육각형 또는 원',
      size: '크기: 도형이 얼마나 큰지',
      shade: '명암: 흰색, 네 단계의 회색 또는 검은색',
    },
    attributesTitle: '바뀔 수 있는 것',
    rulesIntro:
      '각 요소의 속성은 저마다 다섯 가지 규칙 중 하나를 따릅니다. 종류마다 분석에서 쓰는 표현으로 된 예문을 함께 보여 드립니다.',
    ruleKinds: {
      constant: '일정: 아홉 칸 모두에서 값이 같습니다.',
      progression: '증감: 칸에서 칸으로 값이 같은 폭만큼 늘거나 줄어듭니다.',
      arithmetic: '연산: 각 줄에서 세 번째 칸의 개수는 앞의 두 칸의 합이나 차입니다.',
      'set-operation':
        '집합 연산: 세 번째 칸의 자리는 앞의 두 칸을 조합한 것입니다(둘 다, 어느 한쪽, 한쪽만).',
      'distribute-three': '세 가지 값: 서로 다른 세 값이 각 행과 각 열에 한 번씩 나옵니다.',
    },
    exampleLabel: '예시',
    methodSteps: [
      {
        title: '1. 속성을 하나씩 보기',
        body: '먼저 개수를 보고, 그다음 도형의 모양, 크기, 명암, 위치를 봅니다. 모든 것을 한꺼번에 보려고 하지 마세요.',
      },
      {
        title: '2. 첫 행을 읽은 뒤 첫 열 읽기',
        body: '무엇이 어떻게 바뀌는지 말로 표현합니다. 행에서 규칙이 보이지 않으면 열을 살펴보세요.',
      },
      {
        title: '3. 둘째 줄에서 규칙 확인하기',
        body: '모든 줄에서 성립해야 규칙입니다. 규칙에 기대기 전에 먼저 확인하세요.',
      },
      {
        title: '4. 빈칸 예측하기',
        body: '보기를 살펴보기 전에 머릿속으로 답을 먼저 떠올립니다.',
      },
      {
        title: '5. 지운 다음 고르기',
        body: '규칙을 하나라도 어기는 보기를 지워 나갑니다. 마지막에 남는 것이 정답입니다.',
      },
    ],
    mistakes: [
      {
        title: '칸 베끼기',
        body: '같은 줄에 이미 있는 값을 되풀이하는 보기를 고르는 실수입니다. 세 가지 값 규칙에서는 값이 반복되지 않습니다.',
      },
      {
        title: '한 단계 차이',
        body: '방향은 맞지만 한 단계 더 가거나 덜 간 경우입니다. 단계를 다시 세어 보세요.',
      },
      {
        title: '방향 착각',
        body: '열을 따라 적용되는 규칙을 행을 따라 읽거나, 그 반대로 읽는 경우입니다.',
      },
      {
        title: '규칙의 절반만 확인',
        body: '한 속성은 만족하지만 다른 속성은 어기는 보기입니다. 고르기 전에 모든 속성을 확인하세요.',
      },
    ],
  },

  comparison: {
    intro:
      '우리 응시자의 평균 점수를 국가별, 연령대별로 비교한 것입니다. 국가 전체를 나타내거나 대표성을 가진 수치가 아닙니다.',
    countriesTitle: '국가별 평균 IQ(상위 10개국)',
    agesTitle: '연령대별 평균 IQ',
    averageLabel: '평균',
    sampleLabel: (n) => `테스트 ${n}회`,
    seedLabel: '초기값',
    seedNote:
      '* 초기값: 출처가 있는 시작 값으로, 충분한 사람이 테스트를 본 뒤에는 실제로 측정한 데이터로 바뀝니다.',
    sourceNote: {
      platform: '모든 수치는 우리 사이트에서 측정한 값입니다.',
      seed: '모든 수치가 초기값이며, 아직 측정된 값은 없습니다.',
      mixed: '일부 수치는 우리 사이트에서 측정한 값이고, 나머지는 초기값(* 표시)입니다.',
    },
    youLine: (score) => `나의 점수: ${score}`,
    lockedText: '국가별·연령대별 비교는 이 패키지의 보고서에 포함되어 있지 않습니다.',
    empty: '아직 수치가 없습니다.',
  },

  strengths: {
    intro:
      '결과에서 눈에 띄는 점을 정리했습니다. 강한 능력, 연습할 만한 능력, 그리고 규칙 종류별 성적입니다.',
    strongTitle: '나의 강점',
    developTitle: '연습하면 좋은 능력',
    rulesTitle: '규칙 종류별',
    even: '능력들이 서로 비슷해서 특별히 두드러지는 것이 없습니다.',
    ruleRate: (rule, solved, total) => `${rule}: ${total}문항 중 ${solved}문항 정답`,
    ruleNames: {
      constant: '일정',
      progression: '증감',
      arithmetic: '연산',
      'set-operation': '집합 연산',
      'distribute-three': '세 가지 값',
    },
    noQuestions: '규칙 종류별 분석은 오답 분석에 포함됩니다.',
  },

  training: {
    intro:
      '가장 크게 향상될 수 있는 능력부터 시작하는 4주간의 짧은 훈련입니다. 하루 20분, 일주일에 5일이면 충분합니다.',
    weekLabel: (week) => `${week}주차`,
    focus: (dimension) => `중점: ${dimension}`,
    weeks: [
      {
        title: '규칙 찾기',
        body: '시간제한 없이 하루에 행렬 퍼즐 10개를 풉니다. 고르기 전에 각 규칙을 소리 내어 말해 보세요.',
      },
      {
        title: '머릿속에 담아 두기',
        body: '기억력 게임과 숫자 거꾸로 말하기를 합니다. 한 칸을 10초 동안 본 뒤 기억만으로 다시 그려 보세요.',
      },
      {
        title: '일정한 속도',
        body: '쉬운 퍼즐을 시간을 재며 풉니다. 첫 문항부터 마지막 문항까지 같은 속도를 목표로 하세요.',
      },
      {
        title: '실전 연습',
        body: '30문항짜리 연습 테스트를 20분 안에 한 번 풉니다. 이 보고서의 방법으로 모든 실수를 되짚어 보세요.',
      },
    ],
    habitsTitle: '도움이 되는 습관',
    habits: [
      '테스트 전날 밤에는 푹 자 두세요.',
      '일주일에 한 번 많이 하기보다 매일 조금씩 연습하세요.',
      '실수를 되짚어 보세요. 틀린 문항 하나를 이해하는 것이 쉬운 문항 열 개를 푸는 것보다 더 많은 것을 알려 줍니다.',
      '숫자, 도형, 단어 등 여러 종류의 퍼즐을 풀어 보세요.',
    ],
    claimNote: '연습하면 이런 종류의 퍼즐을 더 잘 풀게 되지만, 일반 지능이 높아지는지는 밝혀지지 않았습니다.',
  },

  limits: {
    intro:
      '이 테스트가 어떻게 작동하는지, 무엇을 알려 줄 수 있고 무엇을 알려 줄 수 없는지 설명합니다. 점수로 결론을 내리기 전에 꼭 읽어 주세요.',
    blocks: [
      {
        title: '임상 평가가 아닙니다',
        body: '이 테스트는 정보 제공과 재미를 위한 온라인 테스트입니다. 진단이 아니며, 자격을 갖춘 심리 전문가가 표준화된 조건에서 실시하는 평가를 대신할 수 없습니다.',
      },
      {
        title: '30문항으로 측정할 수 있는 것',
        body: '행렬 문항 30개는 시각적 패턴을 이용한 추상적 추론, 즉 지능의 한 부분을 측정합니다. 언어, 지식, 창의성, 사회적 능력은 측정하지 않습니다.',
      },
      {
        title: '자동 생성된 테스트',
        body: '모든 문항은 일련의 규칙에 따라 프로그램이 만들어 내므로, 똑같은 테스트는 없습니다. 각 문항의 정답은 정확히 하나이며, 별도의 검증 프로그램으로 확인합니다.',
      },
      {
        title: '문항 반응 이론으로 채점',
        body: '점수는 맞힌 개수를 단순히 세는 것이 아니라, 어떤 문항을 맞혔는지와 그 문항의 난이도를 바탕으로 추정합니다(3모수 IRT 모형).',
      },
      {
        title: '사전 분포는 다시 추정됩니다',
        body: '능력에 대한 출발 가정(사전 분포)과 문항 난이도 모형은 사전값, 즉 합리적인 출발값이며 아직 대규모 표본으로 맞춘 것이 아닙니다. 데이터가 쌓이면 다시 추정하며, 그에 따라 점수가 조금 달라질 수 있습니다.',
      },
      {
        title: '능력 지표와 비교',
        body: '다섯 가지 능력은 이 테스트의 정답률과 응답 시간에서 도출한 지표이며, 임상적 측정이 아닙니다. 국가별·연령별 수치는 우리 응시자를 나타낼 뿐, 전체 인구를 나타내지 않습니다.',
      },
    ],
  },

  certificate: {
    title: '인증서',
    subtitle: 'IQ 테스트 결과',
    awardedTo: '성명',
    statement: (band) =>
      `위 사람은 저희 30문항 진행 행렬 테스트에서 ‘${band}’ 등급의 결과를 얻었음을 증명합니다.`,
    scoreLabel: 'IQ 점수',
    bandLabel: '등급',
    dateLabel: '응시일',
    codeLabel: '인증 코드',
    verifyAt: '인증서 확인:',
    footer: '온라인 테스트 결과이며, 임상 평가가 아닙니다.',
  },
};
