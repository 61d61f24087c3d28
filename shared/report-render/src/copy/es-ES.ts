import type { ReportCopy } from './report-copy';

// Spanish (Spain), addressed as «tú»: «…» quotes, ¿…?, and a no-break space (\u00a0) before %
// and around the × of "3 × 3".

export const esES: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'Tu informe del test de CI',
  pageOf: (page, total) => `Página ${page} de ${total}`,
  orderLabel: 'Pedido',
  completedLabel: 'Fecha del test',
  none: '—',
  labelSep: ': ',

  bands: {
    genius: 'Genio',
    verySuperior: 'Muy superior',
    superior: 'Superior',
    normal: 'En la media',
    dullness: 'Por debajo de la media',
    deficiency: 'Muy bajo',
  },
  bandDescriptions: {
    genius:
      'Capacidad de razonamiento excepcionalmente rara; pocos tests miden con fiabilidad a esta altura.',
    verySuperior: 'Razonamiento muy por encima del de la mayoría; los patrones complejos se ven enseguida.',
    superior: 'Claramente por encima de la media; los problemas abstractos suelen resolverse con soltura.',
    normal: 'La amplia zona central, donde puntúan dos de cada tres personas.',
    dullness: 'Algo por debajo del centro; las tareas abstractas poco habituales cuestan más esfuerzo.',
    deficiency: 'Muy por debajo del centro; solo una evaluación profesional puede decir más.',
  },
  dimensionNames: {
    memory: 'Memoria',
    speed: 'Velocidad',
    reaction: 'Reacción',
    concentration: 'Concentración',
    logic: 'Lógica',
  },
  levels: { 1: 'Muy bajo', 2: 'Bajo', 3: 'Moderado', 4: 'Alto', 5: 'Muy alto' },

  cover: {
    subtitle: '30 preguntas de matrices progresivas, puntuadas con la teoría de respuesta al ítem',
    scoreCaption: 'Tu puntuación de CI',
    bandCaption: 'Categoría',
    tierLabel: 'Paquete',
    notClinical:
      'Este informe no es una evaluación clínica ni un diagnóstico. En la página 21 se explican sus límites.',
  },

  summary: {
    title: 'Resumen',
    intro: 'Las cifras principales de tu test, de un vistazo. Cada una se explica en las páginas siguientes.',
    scoreLabel: 'Puntuación de CI',
    bandLabel: 'Categoría',
    percentileLabel: 'Percentil',
    intervalLabel: 'Intervalo del 90\u00a0%',
    answersLabel: 'Respuestas',
    percentileText: (percent) => `Por encima del ${percent} de la población`,
    answersText: (correct, answered, total) =>
      `${correct} ${correct === 1 ? 'correcta' : 'correctas'}; ${answered} de ${total} ${answered === 1 ? 'respondida' : 'respondidas'}`,
    headline: (score, band, percent) =>
      `Tu puntuación de ${score} está en la categoría «${band}»: por encima del ${percent} de las personas de la población de referencia.`,
    dimensionsTitle: 'Tus cinco dimensiones',
    contentsTitle: 'Qué contiene este informe',
  },

  pages: {
    summary: 'Resumen',
    curve: 'Tu puntuación en la curva de campana',
    interval: 'Qué precisión tiene tu puntuación',
    classification: 'Clasificación del CI',
    dimensions: 'Tus cinco dimensiones',
    answers: 'Tus respuestas',
    answerDetails: 'Pregunta a pregunta',
    mistakes: 'Tus errores de un vistazo',
    locked: 'Análisis de errores',
    howItemsWork: 'Cómo funcionan las preguntas',
    rulesOne: 'Las reglas (1)',
    rulesTwo: 'Las reglas (2)',
    method: 'Un método que funciona',
    typicalMistakes: 'Errores típicos',
    comparison: 'Entre nuestros participantes',
    strengths: 'Puntos fuertes y aspectos a mejorar',
    training: 'Tu guía de entrenamiento',
    limits: 'Método y límites',
  },

  curve: {
    intro:
      'Las puntuaciones de CI se reparten a lo largo de una curva de campana: la media es 100 y la desviación típica, 15. La mayoría de la gente puntúa cerca del centro; las puntuaciones muy altas y muy bajas son raras.',
    youLabel: 'Tú',
    axisLabel: 'Puntuación de CI',
    position: (score, percent) =>
      `Tu puntuación de ${score} queda por encima del ${percent} de la curva: es, aproximadamente, la proporción de personas que obtendrían una puntuación más baja.`,
    facts: (within1, within2, above, below) => [
      `Alrededor del ${within1} de las personas puntúa entre 85 y 115.`,
      `Alrededor del ${within2} puntúa entre 70 y 130.`,
      `Alrededor del ${above} supera los 130, y otro ${below} queda por debajo de 70.`,
    ],
    boundNote: (bound) =>
      `Tus respuestas te sitúan más allá del rango que este test mide con precisión, así que la marca muestra el límite ${bound} en lugar de un punto exacto.`,
  },

  interval: {
    intro:
      'Toda puntuación de un test es una estimación. Treinta preguntas dicen mucho, pero no todo: el intervalo muestra el rango en el que lo más probable es que esté tu puntuación real.',
    range: (low, high) => `Con un 90\u00a0% de confianza, tu puntuación real está entre ${low} y ${high}.`,
    measurable: (low, high) =>
      `Este test mide con precisión entre ${low} y ${high}: en ese rango, sus preguntas aportan información suficiente para ponerle cifra a una puntuación.`,
    boundAbove: (high) =>
      `Tu resultado está por encima de ese rango. Por eso lo indicamos como «> ${high}»: tu puntuación es superior a ${high}, pero treinta preguntas no permiten saber por cuánto.`,
    boundBelow: (low) =>
      `Tu resultado está por debajo de ese rango. Por eso lo indicamos como «< ${low}»: tu puntuación es inferior a ${low}, pero treinta preguntas no permiten saber por cuánto.`,
    inside: 'Tu resultado está dentro de ese rango, así que se indica con un número.',
    legendInterval: 'Intervalo del 90\u00a0%',
    legendMeasurable: 'Rango medible',
    legendScore: 'Tu puntuación',
    blocks: [
      {
        title: '¿Por qué un intervalo?',
        body: 'Si hubieras hecho el test otro día, con otras preguntas del mismo tipo, tu puntuación habría salido unos puntos más alta o más baja. El intervalo recoge esa incertidumbre.',
      },
      {
        title: 'Qué lo hace más estrecho',
        body: 'Más preguntas respondidas, y preguntas cuya dificultad se ajuste bien a ti. Las preguntas demasiado fáciles o demasiado difíciles para alguien dicen poco de esa persona.',
      },
      {
        title: 'Cómo leer un límite',
        body: 'Una puntuación como «> 127» no es una debilidad de tu resultado, sino del test: no se diseñó para distinguir 135 de 150. Un test más largo, con preguntas más difíciles, sí podría hacerlo.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `Las categorías de abajo dividen la escala según la proporción de la población que abarca cada una: alrededor del ${gifted} puntúa 130 o más, el ${excellent} entre 115 y 129 y el ${average} entre 85 y 114.`,
    columns: { band: 'Categoría', range: 'Rango de CI', share: 'Población', meaning: 'Qué significa' },
    yours: 'Tu categoría',
    note: 'Las proporciones son las de una distribución normal con media 100 y desviación típica 15.',
  },

  dimensions: {
    intro:
      'Cinco indicadores derivados de tu precisión y tus tiempos de respuesta en este test. Cada uno tiene una puntuación de 0 a 100 y un nivel de 1 (muy bajo) a 5 (muy alto).',
    columns: {
      dimension: 'Dimensión',
      score: 'Puntuación',
      reference: 'Rango de referencia',
      level: 'Nivel',
      interpretation: 'Qué significa',
    },
    lockedText: 'Las puntuaciones por dimensión no forman parte de este paquete.',
    scaleNote:
      'El rango de referencia es donde se sitúa la mayoría de los participantes; la barra muestra tu puntuación.',
    reference: (low, high) => `Rango de referencia: ${low}–${high}`,
    measuresTitle: 'Qué se mide en este test',
    resultTitle: 'Tu resultado',
    practiceTitle: 'Cómo practicar',
    levelScaleTitle: 'Nivel',
    measures: {
      memory:
        'Tu precisión en las preguntas con dos partes que seguir a la vez, comparada con la que logra un participante medio en esas mismas preguntas.',
      speed:
        'La mediana del tiempo que tardaste en las preguntas que resolviste, como proporción del tiempo disponible por pregunta. Cuanto más rápidas son tus respuestas correctas, más alta es la puntuación.',
      reaction:
        'Lo rápido que respondiste bien a las preguntas más fáciles: la mediana del tiempo en los niveles de dificultad 1 y 2, como proporción del tiempo por pregunta.',
      concentration:
        'Los despistes en las preguntas más fáciles (las doce primeras), comparados con lo que predice tu resultado global.',
      logic:
        'Tu precisión en las preguntas en las que cambian tres reglas o más a la vez, comparada con la de un participante medio en las mismas preguntas.',
    },
    practice: {
      memory:
        'Entrénate para retener más a propósito: repite secuencias al revés, juega a juegos de parejas y dibuja de memoria las partes de un ejercicio antes de volver a mirarlo.',
      speed:
        'Haz series cortas y cronometradas de ejercicios fáciles y busca un ritmo constante, sin prisas. La velocidad llega al reconocer antes los patrones, no al adivinar.',
      reaction:
        'Empieza cada pregunta diciendo qué cambia a lo largo de la primera fila. Un primer paso fijo acorta el tiempo que tardas en ver el patrón.',
      concentration:
        'Practica en bloques de 20 minutos sin interrupciones y haz una pausa corta entre bloques. Fíjate en cuándo se dispersa tu atención y vuelve a centrarla.',
      logic:
        'En cada ejercicio, escribe la regla con palabras, parte por parte. Después compruébala en cada fila antes de elegir una respuesta.',
    },
    strength: {
      memory: 'Mantienes en mente varias partes de un patrón a la vez.',
      speed: 'Llegas rápido a las respuestas correctas.',
      reaction: 'Ves los patrones sencillos casi al instante.',
      concentration: 'Tu precisión se mantiene hasta la última pregunta.',
      logic: 'Combinas varias reglas en una sola solución.',
    },
  },

  answers: {
    intro:
      'Todas las preguntas de tu test, con tu respuesta y la correcta. Las páginas siguientes explican las que fallaste.',
    columns: { number: 'N.º', yours: 'Tuya', correct: 'Correcta', result: 'Resultado' },
    right: 'Correcta',
    wrong: 'Incorrecta',
    unanswered: 'Sin responder',
    counts: (answered, total, wrong) =>
      `Has respondido ${answered} de ${total} preguntas; ${
        wrong === 0
          ? 'ninguna de tus respuestas ha sido incorrecta'
          : wrong === 1
            ? 'una de tus respuestas ha sido incorrecta'
            : `${wrong} de tus respuestas han sido incorrectas`
      }.`,
    detailIntro: 'Para cada pregunta: las reglas de la matriz y en qué falla la opción que elegiste.',
    question: (n) => `Pregunta ${n}`,
    yourAnswer: 'Tu respuesta',
    correctAnswer: 'Respuesta correcta',
    noAnswer: 'ninguna',
    option: (n) => `Opción ${n}`,
    rulesTitle: 'Las reglas',
    yoursTitle: 'En qué falla tu elección',
    solvedLabel: 'Respondida correctamente: cómo funciona',
    noRules: 'Todas las partes se mantienen iguales en toda la matriz.',
    mistakesIntro: 'Qué tipo de errores cometiste, contados sobre todas tus respuestas incorrectas.',
    mistakeKinds: {
      rule: 'Seguiste otra regla',
      direction: 'Regla correcta, dirección equivocada',
      value: 'Un valor cercano al correcto',
      unanswered: 'Sin responder',
    },
    remainingTitle: 'Otras respuestas incorrectas',
    noneRemaining: 'Todas tus respuestas incorrectas se explican en las páginas anteriores.',
    moreThan: (shown) =>
      `Las ${shown} respuestas incorrectas explicadas en detalle son las primeras; las demás aparecen aquí de forma breve.`,
  },

  locked: {
    intro:
      'Tu paquete no incluye el análisis de errores. Las páginas siguientes explican cómo funcionan las preguntas, para que puedas revisar tu forma de resolverlas por tu cuenta.',
    unlockedBy: (tiers) => `El análisis está incluido en: ${tiers}.`,
    containsTitle: 'Qué muestra el análisis',
    contains: [
      'Cada pregunta que fallaste, con la matriz y las seis opciones',
      'Tu respuesta y la correcta, una al lado de la otra',
      'Las reglas de la pregunta, en palabras sencillas',
      'En qué falla la opción que elegiste',
    ],
    countsKnown: (answered, wrong) =>
      `Has respondido ${answered} ${answered === 1 ? 'pregunta' : 'preguntas'}; ${
        wrong === 0
          ? 'ninguna respuesta ha sido incorrecta'
          : wrong === 1
            ? 'una de las respuestas ha sido incorrecta'
            : `${wrong} de las respuestas han sido incorrectas`
      }.`,
  },

  guide: {
    howItemsWork: [
      {
        title: 'Una matriz de 3\u00a0×\u00a03',
        body: 'Cada pregunta muestra ocho casillas de una cuadrícula de 3\u00a0×\u00a03; falta la novena. Las casillas siguen reglas a lo largo de las filas o de las columnas. Tu tarea es encontrar la opción que cumple todas las reglas.',
      },
      {
        title: 'Partes y atributos',
        body: 'Una casilla contiene una o varias partes: una figura sola, una cuadrícula de figuras, una mitad izquierda y otra derecha, o un marco con algo dentro. Cada parte tiene atributos que las reglas pueden cambiar.',
      },
      {
        title: 'Una sola respuesta',
        body: 'Exactamente una de las seis opciones cumple todas las reglas. Cada opción incorrecta incumple al menos una, a menudo de forma tentadora.',
      },
    ],
    attributes: {
      number: 'Cantidad: cuántas figuras hay',
      position: 'Posiciones: qué lugares están ocupados',
      type: 'Forma: triángulo, cuadrado, pentágono, hexágono o círculo',
      size: 'Tamaño: cómo de grandes son las figuras',
      shade: 'Tono: blanco, cuatro grises o negro',
    },
    attributesTitle: 'Qué puede cambiar',
    rulesIntro:
      'Cada atributo de cada parte sigue uno de cinco tipos de regla. Debajo de cada tipo, una frase de ejemplo tal como la formula el análisis.',
    ruleKinds: {
      constant: 'Constante: el valor es el mismo en las nueve casillas.',
      progression: 'Progresión: el valor sube o baja el mismo paso de una casilla a otra.',
      arithmetic:
        'Aritmética: en cada línea, la tercera cantidad es la suma o la diferencia de las dos primeras.',
      'set-operation':
        'Operación de conjuntos: las posiciones de la tercera casilla combinan las de las dos primeras (en ambas, en cualquiera, en solo una).',
      'distribute-three':
        'Tres valores: tres valores distintos, cada uno una vez en cada fila y en cada columna.',
    },
    exampleLabel: 'Ejemplo',
    methodSteps: [
      {
        title: '1. Fíjate en un atributo cada vez',
        body: 'Empieza por la cantidad y sigue con la forma, el tamaño, el tono y la posición de las figuras. No intentes verlo todo a la vez.',
      },
      {
        title: '2. Lee la primera fila y luego la primera columna',
        body: 'Di qué cambia y cómo. Si las filas no muestran ninguna regla, prueba con las columnas.',
      },
      {
        title: '3. Comprueba la regla en la segunda línea',
        body: 'Una regla solo es regla si se cumple en todas las líneas. Pruébala antes de fiarte de ella.',
      },
      {
        title: '4. Anticipa la casilla que falta',
        body: 'Deduce la respuesta mentalmente antes de mirar las opciones.',
      },
      {
        title: '5. Descarta y luego elige',
        body: 'Tacha las opciones que incumplan alguna regla; la que quede es la respuesta.',
      },
    ],
    mistakes: [
      {
        title: 'Copiar una casilla',
        body: 'Elegir una opción que repite un valor que ya está en la misma línea. Las reglas de tres valores nunca repiten ninguno.',
      },
      {
        title: 'Desviarse un paso',
        body: 'La dirección correcta, pero un paso de más o de menos. Vuelve a contar los pasos.',
      },
      {
        title: 'La dirección equivocada',
        body: 'Leer por filas una regla que va por columnas, o al revés.',
      },
      {
        title: 'La mitad de las reglas',
        body: 'Una opción que cumple un atributo pero incumple otro. Comprueba cada atributo antes de elegir.',
      },
    ],
  },

  comparison: {
    intro:
      'Cómo se comparan las puntuaciones medias entre nuestros participantes, por país y por grupo de edad. No son cifras nacionales ni representativas.',
    countriesTitle: 'CI medio por país (los 10 primeros)',
    agesTitle: 'CI medio por grupo de edad',
    averageLabel: 'Media',
    sampleLabel: (n) => `${n} tests`,
    seedLabel: 'cifra inicial',
    seedNote:
      '* Cifra inicial: un valor de partida documentado, que se sustituye por datos medidos cuando suficientes personas han hecho el test.',
    sourceNote: {
      platform: 'Todas las cifras se han medido en nuestra plataforma.',
      seed: 'Todas las cifras son iniciales; todavía no se ha medido ninguna.',
      mixed:
        'Algunas cifras se han medido en nuestra plataforma; otras son cifras iniciales (marcadas con *).',
    },
    youLine: (score) => `Tu puntuación: ${score}`,
    lockedText: 'La comparación por país y edad no forma parte de este paquete.',
    empty: 'Todavía no hay cifras.',
  },

  strengths: {
    intro:
      'Lo que destaca en tus resultados: tus dimensiones más fuertes, las que conviene practicar y cómo te fue con cada tipo de regla.',
    strongTitle: 'Tus puntos fuertes',
    developTitle: 'Conviene practicar',
    rulesTitle: 'Por tipo de regla',
    even: 'Tus dimensiones están cerca unas de otras; ninguna destaca con claridad.',
    ruleRate: (rule, solved, total) =>
      `${rule}: ${solved} de ${total} ${total === 1 ? 'resuelta' : 'resueltas'}`,
    ruleNames: {
      constant: 'Valores constantes',
      progression: 'Progresiones',
      arithmetic: 'Aritmética',
      'set-operation': 'Operaciones de conjuntos',
      'distribute-three': 'Tres valores',
    },
    noQuestions: 'El desglose por tipo de regla viene con el análisis de errores.',
  },

  training: {
    intro:
      'Cuatro semanas de sesiones cortas, empezando por la dimensión en la que más puedes ganar. Con veinte minutos al día, cinco días a la semana, basta.',
    weekLabel: (week) => `Semana ${week}`,
    focus: (dimension) => `Prioridad: ${dimension}`,
    weeks: [
      {
        title: 'Encuentra la regla',
        body: 'Diez matrices al día, sin límite de tiempo. Di cada regla en voz alta antes de elegir.',
      },
      {
        title: 'Mantenlo en mente',
        body: 'Juegos de memoria y secuencias al revés; reconstruye una casilla de memoria al cabo de diez segundos.',
      },
      {
        title: 'Ritmo constante',
        body: 'Series cronometradas de ejercicios fáciles. Intenta mantener el mismo ritmo de la primera a la última pregunta.',
      },
      {
        title: 'Práctica completa',
        body: 'Un test de práctica de 30 preguntas en 20 minutos; revisa cada error con el método de este informe.',
      },
    ],
    habitsTitle: 'Hábitos que ayudan',
    habits: [
      'Duerme bien la noche antes de cualquier test.',
      'Practica un poco cada día en lugar de mucho una vez a la semana.',
      'Revisa tus errores: entender una respuesta incorrecta enseña más que resolver diez ejercicios fáciles.',
      'Varía los ejercicios: números, formas, palabras.',
    ],
    claimNote:
      'La práctica te hace mejorar en este tipo de ejercicios; que aumente la inteligencia general no está demostrado.',
  },

  limits: {
    intro:
      'Cómo funciona este test y qué puede decirte y qué no. Léelo antes de sacar conclusiones de tu puntuación.',
    blocks: [
      {
        title: 'No es una evaluación clínica',
        body: 'Este es un test en línea con fines informativos y de entretenimiento. No es un diagnóstico y no puede sustituir la evaluación de un psicólogo cualificado en condiciones estandarizadas.',
      },
      {
        title: 'Lo que pueden medir 30 preguntas',
        body: 'Treinta preguntas de matrices miden el razonamiento abstracto con patrones visuales, una parte de la inteligencia. No miden el lenguaje, los conocimientos, la creatividad ni las habilidades sociales.',
      },
      {
        title: 'Un test generado',
        body: 'Cada pregunta la genera un programa a partir de un conjunto de reglas, así que no hay dos tests iguales. Cada pregunta tiene exactamente una opción correcta, comprobada por un solucionador independiente.',
      },
      {
        title: 'Puntuado con la teoría de respuesta al ítem',
        body: 'Tu puntuación se estima a partir de qué preguntas resolviste y de lo difíciles que son (un modelo TRI de tres parámetros), no de un simple recuento de respuestas correctas.',
      },
      {
        title: 'Distribuciones a priori, pendientes de reestimar',
        body: 'El supuesto de partida sobre la capacidad (la distribución a priori) y el modelo de dificultad de las preguntas son supuestos a priori: valores de partida razonables, aún sin ajustar con una muestra grande. Se volverán a estimar a medida que lleguen datos, y las puntuaciones podrían variar un poco.',
      },
      {
        title: 'Dimensiones y comparaciones',
        body: 'Las cinco dimensiones son indicadores derivados de la precisión y los tiempos de este test, no medidas clínicas. Las cifras por país y edad describen a nuestros participantes, no a poblaciones enteras.',
      },
    ],
  },

  certificate: {
    title: 'Certificado',
    subtitle: 'Resultado del test de CI',
    awardedTo: 'Se certifica que',
    statement: (band) =>
      `ha obtenido un resultado en la categoría «${band}» en nuestro test de 30 matrices progresivas.`,
    scoreLabel: 'Puntuación de CI',
    bandLabel: 'Categoría',
    dateLabel: 'Fecha',
    codeLabel: 'Código de verificación',
    verifyAt: 'Comprueba este certificado en',
    footer: 'Resultado de un test en línea; no es una evaluación clínica.',
  },
};
