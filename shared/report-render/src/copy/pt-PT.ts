import type { ReportCopy } from './report-copy';

// European Portuguese (AO 1990 spelling), addressing the reader as «o seu» / third person and
// impersonal forms rather than a gendered «o»: «…» quotes and a no-break space (\u00a0) before %
// and around the × of "3 × 3".

export const ptPT: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'O seu relatório do teste de QI',
  pageOf: (page, total) => `Página ${page} de ${total}`,
  orderLabel: 'Encomenda',
  completedLabel: 'Data do teste',
  none: '—',
  labelSep: ': ',

  bands: {
    genius: 'Génio',
    verySuperior: 'Muito superior',
    superior: 'Superior',
    normal: 'Na média',
    dullness: 'Abaixo da média',
    deficiency: 'Muito baixo',
  },
  bandDescriptions: {
    genius:
      'Capacidade de raciocínio excecionalmente rara; poucos testes medem com fiabilidade a este nível.',
    verySuperior: 'Raciocínio muito acima do da maioria das pessoas; os padrões complexos surgem depressa.',
    superior: 'Claramente acima da média; os problemas abstratos costumam resolver-se com facilidade.',
    normal: 'A ampla faixa central, onde se situam duas em cada três pessoas.',
    dullness: 'Um pouco abaixo do centro; as tarefas abstratas pouco habituais exigem mais esforço.',
    deficiency: 'Muito abaixo do centro; só uma avaliação profissional pode dizer mais.',
  },
  dimensionNames: {
    memory: 'Memória',
    speed: 'Velocidade',
    reaction: 'Reação',
    concentration: 'Concentração',
    logic: 'Lógica',
  },
  levels: { 1: 'Muito baixo', 2: 'Baixo', 3: 'Moderado', 4: 'Alto', 5: 'Muito alto' },

  cover: {
    subtitle: '30 perguntas de matrizes progressivas, pontuadas pela teoria de resposta ao item',
    scoreCaption: 'A sua pontuação de QI',
    bandCaption: 'Categoria',
    tierLabel: 'Pacote',
    notClinical:
      'Este relatório não é uma avaliação clínica nem um diagnóstico. A página 21 explica os seus limites.',
  },

  summary: {
    title: 'Resumo',
    intro: 'Os principais números do seu teste, num relance. Cada um é explicado nas páginas seguintes.',
    scoreLabel: 'Pontuação de QI',
    bandLabel: 'Categoria',
    percentileLabel: 'Percentil',
    intervalLabel: 'Intervalo de 90\u00a0%',
    answersLabel: 'Respostas',
    percentileText: (percent) => `Acima de ${percent} da população`,
    answersText: (correct, answered, total) =>
      `${correct} ${correct === 1 ? 'certa' : 'certas'}; ${answered} de ${total} ${answered === 1 ? 'respondida' : 'respondidas'}`,
    headline: (score, band, percent) =>
      `A sua pontuação de ${score} situa-se na categoria «${band}»: acima de ${percent} das pessoas da população de referência.`,
    dimensionsTitle: 'As suas cinco dimensões',
    contentsTitle: 'O que este relatório contém',
  },

  pages: {
    summary: 'Resumo',
    curve: 'A sua pontuação na curva em sino',
    interval: 'A precisão da sua pontuação',
    classification: 'Classificação do QI',
    dimensions: 'As suas cinco dimensões',
    answers: 'As suas respostas',
    answerDetails: 'Pergunta a pergunta',
    mistakes: 'Os seus erros num relance',
    locked: 'Análise de erros',
    howItemsWork: 'Como funcionam as perguntas',
    rulesOne: 'As regras (1)',
    rulesTwo: 'As regras (2)',
    method: 'Um método que funciona',
    typicalMistakes: 'Erros típicos',
    comparison: 'Entre os nossos participantes',
    strengths: 'Pontos fortes e aspetos a desenvolver',
    training: 'O seu guia de treino',
    limits: 'Método e limites',
  },

  curve: {
    intro:
      'As pontuações de QI distribuem-se segundo uma curva em sino: a média é 100 e o desvio-padrão é 15. A maioria das pessoas pontua perto do centro; as pontuações muito altas e muito baixas são raras.',
    youLabel: 'Você',
    axisLabel: 'Pontuação de QI',
    position: (score, percent) =>
      `A sua pontuação de ${score} fica acima de ${percent} da curva: é, aproximadamente, a proporção de pessoas que teriam uma pontuação mais baixa.`,
    facts: (within1, within2, above, below) => [
      `Cerca de ${within1} das pessoas pontuam entre 85 e 115.`,
      `Cerca de ${within2} pontuam entre 70 e 130.`,
      `Cerca de ${above} pontuam acima de 130, e cerca de ${below} abaixo de 70.`,
    ],
    boundNote: (bound) =>
      `O seu resultado fica para lá da faixa que este teste mede com precisão, por isso o marcador mostra o limite ${bound} em vez de um ponto exato.`,
  },

  interval: {
    intro:
      'Qualquer pontuação de um teste é uma estimativa. Trinta perguntas dizem muito, mas não tudo: o intervalo mostra a faixa em que a sua pontuação real mais provavelmente se encontra.',
    range: (low, high) => `Com 90\u00a0% de confiança, a sua pontuação real está entre ${low} e ${high}.`,
    measurable: (low, high) =>
      `Este teste mede com precisão entre ${low} e ${high}: nessa faixa, as perguntas trazem informação suficiente para atribuir um número a uma pontuação.`,
    boundAbove: (high) =>
      `O seu resultado fica acima dessa faixa. Por isso indicamo-lo como «> ${high}»: a sua pontuação é superior a ${high}, mas trinta perguntas não permitem dizer por quanto.`,
    boundBelow: (low) =>
      `O seu resultado fica abaixo dessa faixa. Por isso indicamo-lo como «< ${low}»: a sua pontuação é inferior a ${low}, mas trinta perguntas não permitem dizer por quanto.`,
    inside: 'O seu resultado está dentro dessa faixa, por isso é indicado com um número.',
    legendInterval: 'Intervalo de 90\u00a0%',
    legendMeasurable: 'Faixa mensurável',
    legendScore: 'A sua pontuação',
    blocks: [
      {
        title: 'Porquê um intervalo?',
        body: 'Se tivesse feito o teste noutro dia, com outras perguntas do mesmo tipo, a sua pontuação teria ficado uns pontos acima ou abaixo. O intervalo cobre essa incerteza.',
      },
      {
        title: 'O que o torna mais estreito',
        body: 'Mais perguntas respondidas, e perguntas com uma dificuldade bem ajustada a si. Perguntas demasiado fáceis ou demasiado difíceis para alguém dizem pouco sobre essa pessoa.',
      },
      {
        title: 'Como ler um limite',
        body: 'Uma pontuação como «> 127» não revela uma fraqueza do seu resultado, mas sim do teste: não foi feito para distinguir 135 de 150. Um teste mais longo, com perguntas mais difíceis, conseguiria.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `As categorias abaixo dividem a escala segundo a proporção da população que cada uma abrange: cerca de ${gifted} pontuam 130 ou mais, ${excellent} entre 115 e 129 e ${average} entre 85 e 114.`,
    columns: { band: 'Categoria', range: 'Faixa de QI', share: 'População', meaning: 'O que significa' },
    yours: 'A sua categoria',
    note: 'As proporções são as de uma distribuição normal com média 100 e desvio-padrão 15.',
  },

  dimensions: {
    intro:
      'Cinco indicadores derivados da sua precisão e dos seus tempos de resposta neste teste. Cada um tem uma pontuação de 0 a 100 e um nível de 1 (muito baixo) a 5 (muito alto).',
    columns: {
      dimension: 'Dimensão',
      score: 'Pontuação',
      reference: 'Intervalo de referência',
      level: 'Nível',
      interpretation: 'O que significa',
    },
    lockedText: 'As pontuações por dimensão não fazem parte deste pacote.',
    scaleNote:
      'O intervalo de referência é onde se situa a maioria dos participantes; a barra mostra a sua pontuação.',
    reference: (low, high) => `Intervalo de referência: ${low}–${high}`,
    measuresTitle: 'O que se mede neste teste',
    resultTitle: 'O seu resultado',
    practiceTitle: 'Como praticar',
    levelScaleTitle: 'Nível',
    measures: {
      memory:
        'A sua precisão nas perguntas em que é preciso acompanhar duas partes ao mesmo tempo, comparada com a de um participante médio nas mesmas perguntas.',
      speed:
        'O tempo mediano que levou nas perguntas que resolveu, como proporção do tempo disponível por pergunta. Respostas certas mais rápidas dão uma pontuação mais alta.',
      reaction:
        'A rapidez com que respondeu corretamente às perguntas mais fáceis: o tempo mediano nos níveis de dificuldade 1 e 2, como proporção do tempo por pergunta.',
      concentration:
        'Os descuidos nas perguntas mais fáceis (as doze primeiras), comparados com o que o seu resultado global prevê aí.',
      logic:
        'A sua precisão nas perguntas em que mudam três ou mais regras ao mesmo tempo, comparada com a de um participante médio nas mesmas perguntas.',
    },
    practice: {
      memory:
        'Treine a memória de propósito: repita sequências de trás para a frente, faça jogos de pares e desenhe de memória as partes de um exercício antes de voltar a olhar para ele.',
      speed:
        'Faça séries curtas e cronometradas de exercícios fáceis e procure um ritmo constante, sem pressa. A rapidez vem de reconhecer os padrões mais cedo, não de adivinhar.',
      reaction:
        'Comece cada pergunta por dizer o que muda ao longo da primeira linha. Um primeiro passo fixo encurta o tempo até ver o padrão.',
      concentration:
        'Pratique em blocos de 20 minutos sem interrupções e faça uma pausa curta entre blocos. Repare quando a atenção se dispersa e traga-a de volta.',
      logic:
        'Em cada exercício, escreva a regra por palavras, uma parte de cada vez. Depois confirme-a em todas as linhas antes de escolher uma resposta.',
    },
    strength: {
      memory: 'Mantém em mente várias partes de um padrão ao mesmo tempo.',
      speed: 'Chega depressa às respostas certas.',
      reaction: 'Vê os padrões simples quase de imediato.',
      concentration: 'A sua precisão mantém-se até à última pergunta.',
      logic: 'Combina várias regras numa só solução.',
    },
  },

  answers: {
    intro:
      'Todas as perguntas do seu teste, com a sua resposta e a certa. As páginas seguintes explicam as perguntas que errou.',
    columns: { number: 'N.º', yours: 'A sua', correct: 'Certa', result: 'Resultado' },
    right: 'Certa',
    wrong: 'Errada',
    unanswered: 'Sem resposta',
    counts: (answered, total, wrong) =>
      `Respondeu a ${answered} de ${total} perguntas; ${
        wrong === 0
          ? 'nenhuma das suas respostas estava errada'
          : wrong === 1
            ? 'uma das suas respostas estava errada'
            : `${wrong} das suas respostas estavam erradas`
      }.`,
    detailIntro: 'Para cada pergunta: as regras da matriz e o que está errado na opção que escolheu.',
    question: (n) => `Pergunta ${n}`,
    yourAnswer: 'A sua resposta',
    correctAnswer: 'Resposta certa',
    noAnswer: 'nenhuma',
    option: (n) => `Opção ${n}`,
    rulesTitle: 'As regras',
    yoursTitle: 'O que está errado na sua escolha',
    solvedLabel: 'Respondida corretamente: como funciona',
    noRules: 'Todas as partes ficam iguais em toda a matriz.',
    mistakesIntro: 'Que tipo de erros cometeu, contados em todas as suas respostas erradas.',
    mistakeKinds: {
      rule: 'Seguiu outra regra',
      direction: 'Regra certa, sentido errado',
      value: 'Um valor próximo do certo',
      unanswered: 'Deixada sem resposta',
    },
    remainingTitle: 'Outras respostas erradas',
    noneRemaining: 'Todas as suas respostas erradas estão explicadas nas páginas anteriores.',
    moreThan: (shown) =>
      `As ${shown} respostas erradas explicadas em pormenor são as primeiras; as restantes seguem aqui de forma breve.`,
  },

  locked: {
    intro:
      'O seu pacote não inclui a análise de erros. As páginas seguintes explicam como funcionam as perguntas, para que possa rever a sua abordagem por conta própria.',
    unlockedBy: (tiers) => `A análise está incluída em: ${tiers}.`,
    containsTitle: 'O que a análise mostra',
    contains: [
      'Cada pergunta que errou, com a matriz e as seis opções',
      'A sua resposta e a resposta certa lado a lado',
      'As regras da pergunta, em palavras simples',
      'O que está errado na opção que escolheu',
    ],
    countsKnown: (answered, wrong) =>
      `Respondeu a ${answered} ${answered === 1 ? 'pergunta' : 'perguntas'}; ${
        wrong === 0
          ? 'nenhuma das respostas estava errada'
          : wrong === 1
            ? 'uma das respostas estava errada'
            : `${wrong} das respostas estavam erradas`
      }.`,
  },

  guide: {
    howItemsWork: [
      {
        title: 'Uma matriz 3\u00a0×\u00a03',
        body: 'Cada pergunta mostra oito casas de uma grelha 3\u00a0×\u00a03; falta a nona. As casas seguem regras ao longo das linhas ou das colunas. A tarefa é encontrar a opção que cumpre todas as regras.',
      },
      {
        title: 'Partes e atributos',
        body: 'Uma casa contém uma ou mais partes: uma figura isolada, uma grelha de figuras, uma metade esquerda e uma direita, ou uma moldura com algo lá dentro. Cada parte tem atributos que as regras podem alterar.',
      },
      {
        title: 'Uma só resposta',
        body: 'Exatamente uma das seis opções cumpre todas as regras. Cada opção errada viola pelo menos uma, muitas vezes de forma tentadora.',
      },
    ],
    attributes: {
      number: 'Quantidade: quantas figuras há',
      position: 'Posições: que lugares estão ocupados',
      type: 'Forma: triângulo, quadrado, pentágono, hexágono ou círculo',
      size: 'Tamanho: o tamanho das figuras',
      shade: 'Tonalidade: branco, quatro cinzentos ou preto',
    },
    attributesTitle: 'O que pode mudar',
    rulesIntro:
      'Cada atributo de cada parte segue um de cinco tipos de regra. Por baixo de cada tipo, uma frase de exemplo tal como a análise a formula.',
    ruleKinds: {
      constant: 'Constante: o valor é o mesmo nas nove casas.',
      progression: 'Progressão: o valor sobe ou desce o mesmo passo de casa para casa.',
      arithmetic:
        'Aritmética: em cada linha, a terceira quantidade é a soma ou a diferença das duas primeiras.',
      'set-operation':
        'Operação de conjuntos: as posições da terceira casa combinam as das duas primeiras (em ambas, em qualquer uma, em só uma).',
      'distribute-three':
        'Três valores: três valores diferentes, cada um uma vez em cada linha e em cada coluna.',
    },
    exampleLabel: 'Exemplo',
    methodSteps: [
      {
        title: '1. Um atributo de cada vez',
        body: 'Comece pela quantidade e passe depois à forma, ao tamanho, à tonalidade e às posições das figuras. Não tente ver tudo de uma vez.',
      },
      {
        title: '2. Leia a primeira linha, depois a primeira coluna',
        body: 'Diga o que muda e como. Se as linhas não mostrarem nenhuma regra, experimente as colunas.',
      },
      {
        title: '3. Confirme a regra na segunda linha',
        body: 'Uma regra só é regra se se cumprir em todas as linhas. Teste-a antes de confiar nela.',
      },
      {
        title: '4. Preveja a casa em falta',
        body: 'Descubra a resposta de cabeça antes de olhar para as opções.',
      },
      {
        title: '5. Elimine e depois escolha',
        body: 'Risque as opções que violem alguma regra; a que sobrar é a resposta.',
      },
    ],
    mistakes: [
      {
        title: 'Copiar uma casa',
        body: 'Escolher uma opção que repete um valor já presente na mesma linha. As regras de três valores nunca repetem nenhum.',
      },
      {
        title: 'Um passo ao lado',
        body: 'O sentido certo, mas um passo a mais ou a menos. Volte a contar os passos.',
      },
      {
        title: 'O sentido errado',
        body: 'Uma regra lida ao longo das linhas quando segue as colunas, ou vice-versa.',
      },
      {
        title: 'Metade das regras',
        body: 'Uma opção que cumpre um atributo mas viola outro. Verifique todos os atributos antes de escolher.',
      },
    ],
  },

  comparison: {
    intro:
      'Como se comparam as pontuações médias entre os nossos participantes, por país e por faixa etária. Não são números nacionais nem representativos.',
    countriesTitle: 'QI médio por país (os 10 primeiros)',
    agesTitle: 'QI médio por faixa etária',
    averageLabel: 'Média',
    sampleLabel: (n) => `${n} testes`,
    seedLabel: 'valor inicial',
    seedNote:
      '* Valor inicial: um valor de partida documentado, substituído por dados medidos quando houver pessoas suficientes a fazer o teste.',
    sourceNote: {
      platform: 'Todos os números foram medidos na nossa plataforma.',
      seed: 'Todos os números são valores iniciais; nenhum foi ainda medido.',
      mixed:
        'Alguns números foram medidos na nossa plataforma; outros são valores iniciais (marcados com *).',
    },
    youLine: (score) => `A sua pontuação: ${score}`,
    lockedText: 'A comparação por país e idade não faz parte deste pacote.',
    empty: 'Ainda não há números.',
  },

  strengths: {
    intro:
      'O que se destaca nos seus resultados: as suas dimensões mais fortes, as que vale a pena praticar e o seu desempenho em cada tipo de regra.',
    strongTitle: 'Os seus pontos fortes',
    developTitle: 'Vale a pena praticar',
    rulesTitle: 'Por tipo de regra',
    even: 'As suas dimensões estão próximas umas das outras; nenhuma se destaca claramente.',
    ruleRate: (rule, solved, total) =>
      `${rule}: ${solved} de ${total} ${total === 1 ? 'resolvida' : 'resolvidas'}`,
    ruleNames: {
      constant: 'Valores constantes',
      progression: 'Progressões',
      arithmetic: 'Aritmética',
      'set-operation': 'Operações de conjuntos',
      'distribute-three': 'Três valores',
    },
    noQuestions: 'A divisão por tipo de regra faz parte da análise de erros.',
  },

  training: {
    intro:
      'Quatro semanas de sessões curtas, a começar pela dimensão em que tem mais a ganhar. Vinte minutos por dia, cinco dias por semana, chegam.',
    weekLabel: (week) => `Semana ${week}`,
    focus: (dimension) => `Foco: ${dimension}`,
    weeks: [
      {
        title: 'Encontrar a regra',
        body: 'Dez matrizes por dia, sem limite de tempo. Diga cada regra em voz alta antes de escolher.',
      },
      {
        title: 'Manter em mente',
        body: 'Jogos de memória e sequências de trás para a frente; reconstrua uma casa de memória ao fim de dez segundos.',
      },
      {
        title: 'Ritmo constante',
        body: 'Séries cronometradas de exercícios fáceis. Procure manter o mesmo ritmo da primeira à última pergunta.',
      },
      {
        title: 'Prática completa',
        body: 'Um teste de treino de 30 perguntas em 20 minutos; reveja cada erro com o método deste relatório.',
      },
    ],
    habitsTitle: 'Hábitos que ajudam',
    habits: [
      'Durma bem na noite antes de qualquer teste.',
      'Pratique um pouco todos os dias em vez de muito uma vez por semana.',
      'Reveja os erros: perceber uma resposta errada ensina mais do que resolver dez exercícios fáceis.',
      'Varie os exercícios: números, formas, palavras.',
    ],
    claimNote:
      'Com a prática, este tipo de exercício torna-se mais fácil; não está demonstrado que aumente a inteligência geral.',
  },

  limits: {
    intro:
      'Como funciona este teste e o que pode e não pode dizer-lhe. Leia isto antes de tirar conclusões da sua pontuação.',
    blocks: [
      {
        title: 'Não é uma avaliação clínica',
        body: 'Este é um teste online para fins informativos e de entretenimento. Não é um diagnóstico e não pode substituir uma avaliação feita por um psicólogo qualificado em condições padronizadas.',
      },
      {
        title: 'O que 30 perguntas podem medir',
        body: 'Trinta perguntas de matrizes medem o raciocínio abstrato com padrões visuais, uma parte da inteligência. Não medem a linguagem, os conhecimentos, a criatividade nem as competências sociais.',
      },
      {
        title: 'Um teste gerado',
        body: 'Cada pergunta é gerada por um programa a partir de um conjunto de regras, por isso não há dois testes iguais. Cada pergunta tem exatamente uma opção certa, verificada por um solucionador independente.',
      },
      {
        title: 'Pontuado pela teoria de resposta ao item',
        body: 'A sua pontuação é estimada a partir das perguntas que resolveu e da dificuldade delas (um modelo TRI de três parâmetros), e não de uma simples contagem de respostas certas.',
      },
      {
        title: 'Distribuições a priori, a reestimar',
        body: 'O pressuposto de partida sobre a capacidade (a distribuição a priori) e o modelo de dificuldade das perguntas são pressupostos a priori: valores de partida razoáveis, ainda não ajustados a uma amostra grande. Serão reestimados à medida que chegarem dados, e as pontuações poderão mudar ligeiramente.',
      },
      {
        title: 'Dimensões e comparações',
        body: 'As cinco dimensões são indicadores derivados da precisão e dos tempos deste teste, não medidas clínicas. Os números por país e idade descrevem os nossos participantes, não populações inteiras.',
      },
    ],
  },

  certificate: {
    title: 'Certificado',
    subtitle: 'Resultado do teste de QI',
    awardedTo: 'Certifica-se que',
    statement: (band) =>
      `obteve um resultado na categoria «${band}» no nosso teste de 30 matrizes progressivas.`,
    scoreLabel: 'Pontuação de QI',
    bandLabel: 'Categoria',
    dateLabel: 'Data',
    codeLabel: 'Código de verificação',
    verifyAt: 'Verifique este certificado em',
    footer: 'Resultado de um teste online; não é uma avaliação clínica.',
  },
};
