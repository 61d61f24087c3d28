// The words of the item explanations in nine languages. Each sentence is "subject: what it does"
// so that no language has to bend its grammar around another's word order.
import type { LocaleTag } from '@iq/contracts';

type LevelAttribute = 'number' | 'type' | 'size' | 'shade';
type Steps = { up: (n: number) => string; down: (n: number) => string };

/** First letter upper case (a no-op for scripts without case). */
const cap = (text: string): string => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}`;

export interface ExplainCopy {
  /** Part names: centre, grid, dots, left, right, top, bottom, outer, inner. */
  components: Record<string, string>;
  attributes: Record<'number' | 'position' | 'type' | 'size' | 'shade', string>;
  subject: (part: string, attribute: string) => string;
  readings: { rows: string; columns: string };
  /** Puts a reading ("along each row") in front of what the rule does. */
  join: (reading: string, text: string) => string;
  sentence: (subject: string, predicate: string) => string;
  constant: string;
  distribute: string;
  progression: Record<LevelAttribute, Steps>;
  clockwise: string;
  anticlockwise: string;
  add: string;
  subtract: string;
  setOperations: {
    union: string;
    intersection: string;
    xor: string;
    difference: string;
    'reverse-difference': string;
  };
  yoursFollows: (subject: string, predicate: string) => string;
  yoursOther: (subject: string, what: string) => string;
  mistakes: {
    'repeated-in-line': string;
    'off-by-one': string;
    'outside-set': string;
    'wrong-step': string;
    other: string;
  };
  verdict: { right: string; unanswered: string; wrong: (rules: number) => string };
}

const en: ExplainCopy = {
  components: {
    centre: 'the shape',
    grid: 'the shapes',
    dots: 'the dots',
    left: 'the left shape',
    right: 'the right shape',
    top: 'the upper shape',
    bottom: 'the lower shape',
    outer: 'the frame',
    inner: 'the inner part',
  },
  attributes: { number: 'count', position: 'places', type: 'form', size: 'size', shade: 'shade' },
  subject: (part, attribute) => `${part} (${attribute})`,
  readings: { rows: 'along each row', columns: 'down each column' },
  join: (reading, text) => `${reading}, ${text}`,
  sentence: (subject, predicate) => `${cap(subject)}: ${predicate}.`,
  constant: 'stays the same in every panel',
  distribute: 'three values, each once in every row and every column',
  progression: {
    number: {
      up: (n) => (n === 1 ? 'one more shape each time' : `${n} more shapes each time`),
      down: (n) => (n === 1 ? 'one shape fewer each time' : `${n} shapes fewer each time`),
    },
    type: {
      up: (n) => (n === 1 ? 'one more side each time' : `${n} more sides each time`),
      down: (n) => (n === 1 ? 'one side fewer each time' : `${n} sides fewer each time`),
    },
    size: {
      up: (n) => (n === 1 ? 'one size larger each time' : `${n} sizes larger each time`),
      down: (n) => (n === 1 ? 'one size smaller each time' : `${n} sizes smaller each time`),
    },
    shade: {
      up: (n) => (n === 1 ? 'one shade darker each time' : `${n} shades darker each time`),
      down: (n) => (n === 1 ? 'one shade lighter each time' : `${n} shades lighter each time`),
    },
  },
  clockwise: 'every one moves one place clockwise',
  anticlockwise: 'every one moves one place anticlockwise',
  add: 'the third has as many as the first two together',
  subtract: 'the third has the first minus the second',
  setOperations: {
    union: 'the third shows what is in the first, the second or both',
    intersection: 'the third shows only what the first two share',
    xor: 'the third shows what is in exactly one of the first two',
    difference: 'the third shows what the first has and the second has not',
    'reverse-difference': 'the third shows what the second has and the first has not',
  },
  yoursFollows: (subject, predicate) => `Your choice is wrong in ${subject}: it fits "${predicate}" instead.`,
  yoursOther: (subject, what) => `Your choice is wrong in ${subject}: ${what}.`,
  mistakes: {
    'repeated-in-line': 'it repeats a value the line already has',
    'off-by-one': 'it is one step off',
    'outside-set': 'it uses a value that is not one of the three',
    'wrong-step': 'it takes the wrong step',
    other: 'it does not follow the rule',
  },
  verdict: {
    right: 'Your answer is right.',
    unanswered: 'You left this question unanswered.',
    wrong: (rules) => (rules === 1 ? 'Your answer breaks one rule.' : `Your answer breaks ${rules} rules.`),
  },
};

const zhCN: ExplainCopy = {
  components: {
    centre: '图形',
    grid: '图形组',
    dots: '圆点',
    left: '左侧图形',
    right: '右侧图形',
    top: '上方图形',
    bottom: '下方图形',
    outer: '外框',
    inner: '内部图形',
  },
  attributes: { number: '数量', position: '位置', type: '形状', size: '大小', shade: '颜色深浅' },
  subject: (part, attribute) => `${part}的${attribute}`,
  readings: { rows: '每一行', columns: '每一列' },
  join: (reading, text) => `${reading}中，${text}`,
  sentence: (subject, predicate) => `${subject}：${predicate}。`,
  constant: '在每一格中都保持不变',
  distribute: '三种取值在每一行、每一列中各出现一次',
  progression: {
    number: { up: (n) => `每次增加 ${n} 个`, down: (n) => `每次减少 ${n} 个` },
    type: { up: (n) => `每次多 ${n} 条边`, down: (n) => `每次少 ${n} 条边` },
    size: { up: (n) => `每次大 ${n} 级`, down: (n) => `每次小 ${n} 级` },
    shade: { up: (n) => `每次深 ${n} 级`, down: (n) => `每次浅 ${n} 级` },
  },
  clockwise: '每个都顺时针移动一格',
  anticlockwise: '每个都逆时针移动一格',
  add: '第三格的数量等于前两格之和',
  subtract: '第三格的数量等于第一格减去第二格',
  setOperations: {
    union: '第三格显示前两格中任一格出现的部分',
    intersection: '第三格只显示前两格共有的部分',
    xor: '第三格显示只在前两格之一中出现的部分',
    difference: '第三格显示第一格有而第二格没有的部分',
    'reverse-difference': '第三格显示第二格有而第一格没有的部分',
  },
  yoursFollows: (subject, predicate) => `你的选项在${subject}上出错：它符合的是“${predicate}”。`,
  yoursOther: (subject, what) => `你的选项在${subject}上出错：${what}。`,
  mistakes: {
    'repeated-in-line': '它重复了这一行已有的取值',
    'off-by-one': '它差了一级',
    'outside-set': '它用了三种取值之外的值',
    'wrong-step': '它的变化幅度不对',
    other: '它不符合规律',
  },
  verdict: {
    right: '你的答案正确。',
    unanswered: '你没有回答这道题。',
    wrong: (rules) => `你的答案违反了 ${rules} 条规律。`,
  },
};

const zhHK: ExplainCopy = {
  ...zhCN,
  components: {
    centre: '圖形',
    grid: '圖形組',
    dots: '圓點',
    left: '左側圖形',
    right: '右側圖形',
    top: '上方圖形',
    bottom: '下方圖形',
    outer: '外框',
    inner: '內部圖形',
  },
  attributes: { number: '數量', position: '位置', type: '形狀', size: '大小', shade: '顏色深淺' },
  readings: { rows: '每一行', columns: '每一列' },
  constant: '在每一格中都保持不變',
  distribute: '三種取值在每一行、每一列中各出現一次',
  progression: {
    number: { up: (n) => `每次增加 ${n} 個`, down: (n) => `每次減少 ${n} 個` },
    type: { up: (n) => `每次多 ${n} 條邊`, down: (n) => `每次少 ${n} 條邊` },
    size: { up: (n) => `每次大 ${n} 級`, down: (n) => `每次小 ${n} 級` },
    shade: { up: (n) => `每次深 ${n} 級`, down: (n) => `每次淺 ${n} 級` },
  },
  clockwise: '每個都順時針移動一格',
  anticlockwise: '每個都逆時針移動一格',
  add: '第三格的數量等於前兩格之和',
  subtract: '第三格的數量等於第一格減去第二格',
  setOperations: {
    union: '第三格顯示前兩格中任一格出現的部分',
    intersection: '第三格只顯示前兩格共有的部分',
    xor: '第三格顯示只在前兩格之一中出現的部分',
    difference: '第三格顯示第一格有而第二格沒有的部分',
    'reverse-difference': '第三格顯示第二格有而第一格沒有的部分',
  },
  yoursFollows: (subject, predicate) => `你的選項在${subject}上出錯：它符合的是「${predicate}」。`,
  yoursOther: (subject, what) => `你的選項在${subject}上出錯：${what}。`,
  mistakes: {
    'repeated-in-line': '它重複了這一行已有的取值',
    'off-by-one': '它差了一級',
    'outside-set': '它用了三種取值以外的值',
    'wrong-step': '它的變化幅度不對',
    other: '它不符合規律',
  },
  verdict: {
    right: '你的答案正確。',
    unanswered: '你沒有回答這道題。',
    wrong: (rules) => `你的答案違反了 ${rules} 條規律。`,
  },
};

const ja: ExplainCopy = {
  components: {
    centre: '図形',
    grid: '図形の並び',
    dots: '点',
    left: '左の図形',
    right: '右の図形',
    top: '上の図形',
    bottom: '下の図形',
    outer: '外枠',
    inner: '内側の図形',
  },
  attributes: { number: '数', position: '位置', type: '形', size: '大きさ', shade: '濃さ' },
  subject: (part, attribute) => `${part}の${attribute}`,
  readings: { rows: '各行で', columns: '各列で' },
  join: (reading, text) => `${reading}${text}`,
  sentence: (subject, predicate) => `${subject}：${predicate}。`,
  constant: 'すべてのマスで変わらない',
  distribute: '3つの値が各行・各列に1回ずつ現れる',
  progression: {
    number: { up: (n) => `毎回${n}個ずつ増える`, down: (n) => `毎回${n}個ずつ減る` },
    type: { up: (n) => `毎回辺が${n}本ずつ増える`, down: (n) => `毎回辺が${n}本ずつ減る` },
    size: { up: (n) => `毎回${n}段階ずつ大きくなる`, down: (n) => `毎回${n}段階ずつ小さくなる` },
    shade: { up: (n) => `毎回${n}段階ずつ濃くなる`, down: (n) => `毎回${n}段階ずつ薄くなる` },
  },
  clockwise: 'どれも時計回りに1つずつ移動する',
  anticlockwise: 'どれも反時計回りに1つずつ移動する',
  add: '3番目の数は最初の2つの合計になる',
  subtract: '3番目の数は1番目から2番目を引いたものになる',
  setOperations: {
    union: '3番目には最初の2つのどちらかにあるものが表れる',
    intersection: '3番目には最初の2つに共通するものだけが表れる',
    xor: '3番目には最初の2つのうち一方だけにあるものが表れる',
    difference: '3番目には1番目にあって2番目にないものが表れる',
    'reverse-difference': '3番目には2番目にあって1番目にないものが表れる',
  },
  yoursFollows: (subject, predicate) =>
    `あなたの選択は${subject}が違います：代わりに「${predicate}」に当てはまっています。`,
  yoursOther: (subject, what) => `あなたの選択は${subject}が違います：${what}。`,
  mistakes: {
    'repeated-in-line': '同じ並びにすでにある値を繰り返しています',
    'off-by-one': '1段階ずれています',
    'outside-set': '3つの値以外の値を使っています',
    'wrong-step': '変化の幅が違います',
    other: '規則に従っていません',
  },
  verdict: {
    right: '正解です。',
    unanswered: 'この問題は未回答です。',
    wrong: (rules) => `あなたの答えは${rules}つの規則に反しています。`,
  },
};

const ko: ExplainCopy = {
  components: {
    centre: '도형',
    grid: '도형들',
    dots: '점',
    left: '왼쪽 도형',
    right: '오른쪽 도형',
    top: '위쪽 도형',
    bottom: '아래쪽 도형',
    outer: '바깥 틀',
    inner: '안쪽 도형',
  },
  attributes: { number: '개수', position: '위치', type: '모양', size: '크기', shade: '명암' },
  subject: (part, attribute) => `${part}의 ${attribute}`,
  readings: { rows: '각 행에서', columns: '각 열에서' },
  join: (reading, text) => `${reading} ${text}`,
  sentence: (subject, predicate) => `${subject}: ${predicate}.`,
  constant: '모든 칸에서 그대로입니다',
  distribute: '세 가지 값이 각 행과 각 열에 한 번씩 나옵니다',
  progression: {
    number: { up: (n) => `매번 ${n}개씩 늘어납니다`, down: (n) => `매번 ${n}개씩 줄어듭니다` },
    type: { up: (n) => `매번 변이 ${n}개씩 늘어납니다`, down: (n) => `매번 변이 ${n}개씩 줄어듭니다` },
    size: { up: (n) => `매번 ${n}단계씩 커집니다`, down: (n) => `매번 ${n}단계씩 작아집니다` },
    shade: { up: (n) => `매번 ${n}단계씩 진해집니다`, down: (n) => `매번 ${n}단계씩 연해집니다` },
  },
  clockwise: '모두 시계 방향으로 한 칸씩 움직입니다',
  anticlockwise: '모두 시계 반대 방향으로 한 칸씩 움직입니다',
  add: '세 번째 칸의 개수는 앞의 두 칸을 더한 것입니다',
  subtract: '세 번째 칸의 개수는 첫 번째에서 두 번째를 뺀 것입니다',
  setOperations: {
    union: '세 번째 칸에는 앞의 두 칸 중 어느 하나에라도 있는 것이 나옵니다',
    intersection: '세 번째 칸에는 앞의 두 칸에 함께 있는 것만 나옵니다',
    xor: '세 번째 칸에는 앞의 두 칸 중 한쪽에만 있는 것이 나옵니다',
    difference: '세 번째 칸에는 첫 번째에는 있고 두 번째에는 없는 것이 나옵니다',
    'reverse-difference': '세 번째 칸에는 두 번째에는 있고 첫 번째에는 없는 것이 나옵니다',
  },
  yoursFollows: (subject, predicate) =>
    `선택한 답은 ${subject}이(가) 틀렸습니다: 대신 "${predicate}"에 맞습니다.`,
  yoursOther: (subject, what) => `선택한 답은 ${subject}이(가) 틀렸습니다: ${what}.`,
  mistakes: {
    'repeated-in-line': '그 줄에 이미 있는 값을 반복합니다',
    'off-by-one': '한 단계 어긋납니다',
    'outside-set': '세 가지 값에 없는 값을 씁니다',
    'wrong-step': '변화의 폭이 틀렸습니다',
    other: '규칙을 따르지 않습니다',
  },
  verdict: {
    right: '정답입니다.',
    unanswered: '이 문제에 답하지 않았습니다.',
    wrong: (rules) => `선택한 답은 규칙 ${rules}개를 어깁니다.`,
  },
};

const fr: ExplainCopy = {
  components: {
    centre: 'la figure',
    grid: 'les figures',
    dots: 'les points',
    left: 'la figure de gauche',
    right: 'la figure de droite',
    top: 'la figure du haut',
    bottom: 'la figure du bas',
    outer: 'le cadre',
    inner: 'la partie intérieure',
  },
  attributes: { number: 'nombre', position: 'emplacements', type: 'forme', size: 'taille', shade: 'teinte' },
  subject: (part, attribute) => `${part} (${attribute})`,
  readings: { rows: 'sur chaque ligne', columns: 'dans chaque colonne' },
  join: (reading, text) => `${reading}, ${text}`,
  sentence: (subject, predicate) => `${cap(subject)} : ${predicate}.`,
  constant: 'reste identique dans chaque case',
  distribute: 'trois valeurs, chacune une fois par ligne et par colonne',
  progression: {
    number: {
      up: (n) => (n === 1 ? 'une figure de plus à chaque fois' : `${n} figures de plus à chaque fois`),
      down: (n) => (n === 1 ? 'une figure de moins à chaque fois' : `${n} figures de moins à chaque fois`),
    },
    type: {
      up: (n) => (n === 1 ? 'un côté de plus à chaque fois' : `${n} côtés de plus à chaque fois`),
      down: (n) => (n === 1 ? 'un côté de moins à chaque fois' : `${n} côtés de moins à chaque fois`),
    },
    size: {
      up: (n) =>
        n === 1 ? 'une taille plus grande à chaque fois' : `${n} tailles plus grandes à chaque fois`,
      down: (n) =>
        n === 1 ? 'une taille plus petite à chaque fois' : `${n} tailles plus petites à chaque fois`,
    },
    shade: {
      up: (n) => (n === 1 ? 'un ton plus foncé à chaque fois' : `${n} tons plus foncés à chaque fois`),
      down: (n) => (n === 1 ? 'un ton plus clair à chaque fois' : `${n} tons plus clairs à chaque fois`),
    },
  },
  clockwise: "chacun avance d'une place dans le sens des aiguilles d'une montre",
  anticlockwise: "chacun avance d'une place dans le sens inverse des aiguilles d'une montre",
  add: 'la troisième case en a autant que les deux premières réunies',
  subtract: 'la troisième case en a autant que la première moins la deuxième',
  setOperations: {
    union: 'la troisième case montre ce qui est dans la première, la deuxième ou les deux',
    intersection: 'la troisième case ne montre que ce que les deux premières ont en commun',
    xor: 'la troisième case montre ce qui est dans une seule des deux premières',
    difference: "la troisième case montre ce que la première a et que la deuxième n'a pas",
    'reverse-difference': "la troisième case montre ce que la deuxième a et que la première n'a pas",
  },
  yoursFollows: (subject, predicate) =>
    `Votre choix se trompe sur ${subject} : il suit plutôt « ${predicate} ».`,
  yoursOther: (subject, what) => `Votre choix se trompe sur ${subject} : ${what}.`,
  mistakes: {
    'repeated-in-line': 'il répète une valeur déjà présente sur la ligne',
    'off-by-one': "il est décalé d'un cran",
    'outside-set': "il utilise une valeur qui n'est pas l'une des trois",
    'wrong-step': 'il ne suit pas le bon pas',
    other: 'il ne suit pas la règle',
  },
  verdict: {
    right: 'Votre réponse est juste.',
    unanswered: "Vous n'avez pas répondu à cette question.",
    wrong: (rules) =>
      rules === 1 ? 'Votre réponse enfreint une règle.' : `Votre réponse enfreint ${rules} règles.`,
  },
};

const es: ExplainCopy = {
  components: {
    centre: 'la figura',
    grid: 'las figuras',
    dots: 'los puntos',
    left: 'la figura de la izquierda',
    right: 'la figura de la derecha',
    top: 'la figura de arriba',
    bottom: 'la figura de abajo',
    outer: 'el marco',
    inner: 'la parte interior',
  },
  attributes: { number: 'cantidad', position: 'posiciones', type: 'forma', size: 'tamaño', shade: 'tono' },
  subject: (part, attribute) => `${part} (${attribute})`,
  readings: { rows: 'en cada fila', columns: 'en cada columna' },
  join: (reading, text) => `${reading}, ${text}`,
  sentence: (subject, predicate) => `${cap(subject)}: ${predicate}.`,
  constant: 'se mantiene igual en todas las casillas',
  distribute: 'tres valores, cada uno una vez por fila y por columna',
  progression: {
    number: {
      up: (n) => (n === 1 ? 'una figura más cada vez' : `${n} figuras más cada vez`),
      down: (n) => (n === 1 ? 'una figura menos cada vez' : `${n} figuras menos cada vez`),
    },
    type: {
      up: (n) => (n === 1 ? 'un lado más cada vez' : `${n} lados más cada vez`),
      down: (n) => (n === 1 ? 'un lado menos cada vez' : `${n} lados menos cada vez`),
    },
    size: {
      up: (n) => (n === 1 ? 'un tamaño mayor cada vez' : `${n} tamaños mayor cada vez`),
      down: (n) => (n === 1 ? 'un tamaño menor cada vez' : `${n} tamaños menor cada vez`),
    },
    shade: {
      up: (n) => (n === 1 ? 'un tono más oscuro cada vez' : `${n} tonos más oscuro cada vez`),
      down: (n) => (n === 1 ? 'un tono más claro cada vez' : `${n} tonos más claro cada vez`),
    },
  },
  clockwise: 'cada una avanza una posición en el sentido de las agujas del reloj',
  anticlockwise: 'cada una avanza una posición en sentido contrario a las agujas del reloj',
  add: 'la tercera casilla tiene tantas como las dos primeras juntas',
  subtract: 'la tercera casilla tiene la primera menos la segunda',
  setOperations: {
    union: 'la tercera casilla muestra lo que está en la primera, en la segunda o en ambas',
    intersection: 'la tercera casilla muestra solo lo que comparten las dos primeras',
    xor: 'la tercera casilla muestra lo que está en una sola de las dos primeras',
    difference: 'la tercera casilla muestra lo que tiene la primera y no tiene la segunda',
    'reverse-difference': 'la tercera casilla muestra lo que tiene la segunda y no tiene la primera',
  },
  yoursFollows: (subject, predicate) => `Tu elección falla en ${subject}: sigue en cambio «${predicate}».`,
  yoursOther: (subject, what) => `Tu elección falla en ${subject}: ${what}.`,
  mistakes: {
    'repeated-in-line': 'repite un valor que la línea ya tiene',
    'off-by-one': 'se desvía un paso',
    'outside-set': 'usa un valor que no es ninguno de los tres',
    'wrong-step': 'no sigue el paso correcto',
    other: 'no sigue la regla',
  },
  verdict: {
    right: 'Tu respuesta es correcta.',
    unanswered: 'No respondiste esta pregunta.',
    wrong: (rules) =>
      rules === 1 ? 'Tu respuesta incumple una regla.' : `Tu respuesta incumple ${rules} reglas.`,
  },
};

const de: ExplainCopy = {
  components: {
    centre: 'die Figur',
    grid: 'die Figuren',
    dots: 'die Punkte',
    left: 'die linke Figur',
    right: 'die rechte Figur',
    top: 'die obere Figur',
    bottom: 'die untere Figur',
    outer: 'der Rahmen',
    inner: 'der innere Teil',
  },
  attributes: { number: 'Anzahl', position: 'Plätze', type: 'Form', size: 'Größe', shade: 'Farbton' },
  subject: (part, attribute) => `${part} (${attribute})`,
  readings: { rows: 'in jeder Zeile', columns: 'in jeder Spalte' },
  join: (reading, text) => `${reading}: ${text}`,
  sentence: (subject, predicate) => `${cap(subject)} – ${predicate}.`,
  constant: 'bleibt in jedem Feld gleich',
  distribute: 'drei Werte, jeder einmal pro Zeile und pro Spalte',
  progression: {
    number: {
      up: (n) => (n === 1 ? 'jedes Mal eine Figur mehr' : `jedes Mal ${n} Figuren mehr`),
      down: (n) => (n === 1 ? 'jedes Mal eine Figur weniger' : `jedes Mal ${n} Figuren weniger`),
    },
    type: {
      up: (n) => (n === 1 ? 'jedes Mal eine Ecke mehr' : `jedes Mal ${n} Ecken mehr`),
      down: (n) => (n === 1 ? 'jedes Mal eine Ecke weniger' : `jedes Mal ${n} Ecken weniger`),
    },
    size: {
      up: (n) => (n === 1 ? 'jedes Mal eine Stufe größer' : `jedes Mal ${n} Stufen größer`),
      down: (n) => (n === 1 ? 'jedes Mal eine Stufe kleiner' : `jedes Mal ${n} Stufen kleiner`),
    },
    shade: {
      up: (n) => (n === 1 ? 'jedes Mal eine Stufe dunkler' : `jedes Mal ${n} Stufen dunkler`),
      down: (n) => (n === 1 ? 'jedes Mal eine Stufe heller' : `jedes Mal ${n} Stufen heller`),
    },
  },
  clockwise: 'jede rückt einen Platz im Uhrzeigersinn weiter',
  anticlockwise: 'jede rückt einen Platz gegen den Uhrzeigersinn weiter',
  add: 'das dritte Feld hat so viele wie die ersten beiden zusammen',
  subtract: 'das dritte Feld hat das erste minus das zweite',
  setOperations: {
    union: 'das dritte Feld zeigt, was im ersten, im zweiten oder in beiden ist',
    intersection: 'das dritte Feld zeigt nur, was die ersten beiden gemeinsam haben',
    xor: 'das dritte Feld zeigt, was in genau einem der ersten beiden ist',
    difference: 'das dritte Feld zeigt, was das erste hat und das zweite nicht',
    'reverse-difference': 'das dritte Feld zeigt, was das zweite hat und das erste nicht',
  },
  yoursFollows: (subject, predicate) =>
    `Ihre Wahl ist falsch bei ${subject}: Sie folgt stattdessen „${predicate}“.`,
  yoursOther: (subject, what) => `Ihre Wahl ist falsch bei ${subject}: ${what}.`,
  mistakes: {
    'repeated-in-line': 'sie wiederholt einen Wert, den die Reihe schon hat',
    'off-by-one': 'sie liegt eine Stufe daneben',
    'outside-set': 'sie nimmt einen Wert, der keiner der drei ist',
    'wrong-step': 'sie macht den falschen Schritt',
    other: 'sie folgt der Regel nicht',
  },
  verdict: {
    right: 'Ihre Antwort ist richtig.',
    unanswered: 'Diese Frage haben Sie nicht beantwortet.',
    wrong: (rules) =>
      rules === 1 ? 'Ihre Antwort verletzt eine Regel.' : `Ihre Antwort verletzt ${rules} Regeln.`,
  },
};

const pt: ExplainCopy = {
  components: {
    centre: 'a figura',
    grid: 'as figuras',
    dots: 'os pontos',
    left: 'a figura da esquerda',
    right: 'a figura da direita',
    top: 'a figura de cima',
    bottom: 'a figura de baixo',
    outer: 'a moldura',
    inner: 'a parte interior',
  },
  attributes: {
    number: 'quantidade',
    position: 'posições',
    type: 'forma',
    size: 'tamanho',
    shade: 'tonalidade',
  },
  subject: (part, attribute) => `${part} (${attribute})`,
  readings: { rows: 'em cada linha', columns: 'em cada coluna' },
  join: (reading, text) => `${reading}, ${text}`,
  sentence: (subject, predicate) => `${cap(subject)}: ${predicate}.`,
  constant: 'mantém-se igual em todas as casas',
  distribute: 'três valores, cada um uma vez por linha e por coluna',
  progression: {
    number: {
      up: (n) => (n === 1 ? 'mais uma figura de cada vez' : `mais ${n} figuras de cada vez`),
      down: (n) => (n === 1 ? 'menos uma figura de cada vez' : `menos ${n} figuras de cada vez`),
    },
    type: {
      up: (n) => (n === 1 ? 'mais um lado de cada vez' : `mais ${n} lados de cada vez`),
      down: (n) => (n === 1 ? 'menos um lado de cada vez' : `menos ${n} lados de cada vez`),
    },
    size: {
      up: (n) => (n === 1 ? 'um tamanho maior de cada vez' : `${n} tamanhos maior de cada vez`),
      down: (n) => (n === 1 ? 'um tamanho menor de cada vez' : `${n} tamanhos menor de cada vez`),
    },
    shade: {
      up: (n) => (n === 1 ? 'um tom mais escuro de cada vez' : `${n} tons mais escuro de cada vez`),
      down: (n) => (n === 1 ? 'um tom mais claro de cada vez' : `${n} tons mais claro de cada vez`),
    },
  },
  clockwise: 'cada uma avança uma posição no sentido dos ponteiros do relógio',
  anticlockwise: 'cada uma avança uma posição no sentido contrário ao dos ponteiros do relógio',
  add: 'a terceira casa tem tantas como as duas primeiras juntas',
  subtract: 'a terceira casa tem a primeira menos a segunda',
  setOperations: {
    union: 'a terceira casa mostra o que está na primeira, na segunda ou em ambas',
    intersection: 'a terceira casa mostra só o que as duas primeiras têm em comum',
    xor: 'a terceira casa mostra o que está em apenas uma das duas primeiras',
    difference: 'a terceira casa mostra o que a primeira tem e a segunda não tem',
    'reverse-difference': 'a terceira casa mostra o que a segunda tem e a primeira não tem',
  },
  yoursFollows: (subject, predicate) => `A sua escolha falha aqui — ${subject}: segue antes «${predicate}».`,
  yoursOther: (subject, what) => `A sua escolha falha aqui — ${subject}: ${what}.`,
  mistakes: {
    'repeated-in-line': 'repete um valor que a linha já tem',
    'off-by-one': 'está desviada um passo',
    'outside-set': 'usa um valor que não é nenhum dos três',
    'wrong-step': 'não segue o passo certo',
    other: 'não segue a regra',
  },
  verdict: {
    right: 'A sua resposta está certa.',
    unanswered: 'Não respondeu a esta pergunta.',
    wrong: (rules) =>
      rules === 1 ? 'A sua resposta viola uma regra.' : `A sua resposta viola ${rules} regras.`,
  },
};

export const COPY: Record<LocaleTag, ExplainCopy> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': ja,
  'ko-KR': ko,
  'fr-FR': fr,
  'es-ES': es,
  'de-DE': de,
  'pt-PT': pt,
};
