import type { ReportCopy } from './report-copy';

// French typography: a no-break space (\u00a0) before : ; ! ? and %, inside « », and around the
// × of "3 × 3". The narrow no-break space is missing from the Latin font subset.

export const frFR: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'Votre rapport de test de QI',
  pageOf: (page, total) => `Page ${page} sur ${total}`,
  orderLabel: 'Commande',
  completedLabel: 'Date du test',
  none: '—',
  labelSep: '\u00a0: ',

  bands: {
    genius: 'Génie',
    verySuperior: 'Très supérieur',
    superior: 'Supérieur',
    normal: 'Dans la moyenne',
    dullness: 'Inférieur à la moyenne',
    deficiency: 'Très faible',
  },
  bandDescriptions: {
    genius:
      'Un raisonnement d’une rareté exceptionnelle\u00a0; rares sont les tests qui mesurent aussi haut de façon fiable.',
    verySuperior:
      'Un raisonnement bien au-delà de celui de la plupart des gens\u00a0; les motifs complexes se révèlent vite.',
    superior:
      'Nettement au-dessus de la moyenne\u00a0; les problèmes abstraits se résolvent en général sans peine.',
    normal: 'La large zone centrale, où se situent deux personnes sur trois.',
    dullness:
      'Un peu en dessous du centre\u00a0; les tâches abstraites inhabituelles demandent davantage d’effort.',
    deficiency:
      'Nettement en dessous du centre\u00a0; seule une évaluation professionnelle peut en dire plus.',
  },
  dimensionNames: {
    memory: 'Mémoire',
    speed: 'Vitesse',
    reaction: 'Réactivité',
    concentration: 'Concentration',
    logic: 'Logique',
  },
  levels: { 1: 'Très faible', 2: 'Faible', 3: 'Moyen', 4: 'Élevé', 5: 'Très élevé' },

  cover: {
    subtitle: '30 questions de matrices progressives, notées selon la théorie de la réponse à l’item',
    scoreCaption: 'Votre score de QI',
    bandCaption: 'Catégorie',
    tierLabel: 'Formule',
    notClinical:
      'Ce rapport n’est ni une évaluation clinique ni un diagnostic. La page 21 en explique les limites.',
  },

  summary: {
    title: 'Synthèse',
    intro:
      'Les principaux chiffres de votre test en un coup d’œil. Chacun est expliqué dans les pages qui suivent.',
    scoreLabel: 'Score de QI',
    bandLabel: 'Catégorie',
    percentileLabel: 'Centile',
    intervalLabel: 'Intervalle à 90\u00a0%',
    answersLabel: 'Réponses',
    percentileText: (percent) => `Au-dessus de ${percent} de la population`,
    answersText: (correct, answered, total) =>
      `${correct} ${correct > 1 ? 'justes' : 'juste'}, ${answered} ${answered > 1 ? 'questions répondues' : 'question répondue'} sur ${total}`,
    headline: (score, band, percent) =>
      `Votre score de ${score} se situe dans la catégorie «\u00a0${band}\u00a0»\u00a0: il est supérieur à celui de ${percent} des personnes de la population de référence.`,
    dimensionsTitle: 'Vos cinq dimensions',
    contentsTitle: 'Contenu de ce rapport',
  },

  pages: {
    summary: 'Synthèse',
    curve: 'Votre score sur la courbe en cloche',
    interval: 'La précision de votre score',
    classification: 'Classification du QI',
    dimensions: 'Vos cinq dimensions',
    answers: 'Vos réponses',
    answerDetails: 'Question par question',
    mistakes: 'Vos erreurs en un coup d’œil',
    locked: 'Analyse des erreurs',
    howItemsWork: 'Comment fonctionnent les questions',
    rulesOne: 'Les règles (1)',
    rulesTwo: 'Les règles (2)',
    method: 'Une méthode qui fonctionne',
    typicalMistakes: 'Les erreurs fréquentes',
    comparison: 'Parmi nos participants',
    strengths: 'Points forts et axes de progrès',
    training: 'Votre guide d’entraînement',
    limits: 'Méthode et limites',
  },

  curve: {
    intro:
      'Les scores de QI se répartissent selon une courbe en cloche\u00a0: la moyenne est de 100 et l’écart-type de 15. La plupart des gens obtiennent un score proche du centre\u00a0; les scores très élevés ou très faibles sont rares.',
    youLabel: 'Vous',
    axisLabel: 'Score de QI',
    position: (score, percent) =>
      `Votre score de ${score} dépasse ${percent} de la courbe\u00a0: c’est à peu près la part des personnes qui obtiendraient un score plus bas que le vôtre.`,
    facts: (within1, within2, above, below) => [
      `Environ ${within1} des gens obtiennent un score compris entre 85 et 115.`,
      `Environ ${within2} obtiennent un score compris entre 70 et 130.`,
      `Environ ${above} dépassent 130, et environ ${below} restent sous 70.`,
    ],
    boundNote: (bound) =>
      `Vos réponses vous placent au-delà de la plage que ce test mesure avec précision\u00a0: le repère indique donc la borne ${bound} plutôt qu’un point exact.`,
  },

  interval: {
    intro:
      'Tout score de test est une estimation. Trente questions en disent beaucoup, mais pas tout\u00a0: l’intervalle indique la plage dans laquelle se situe très probablement votre score réel.',
    range: (low, high) =>
      `Avec une confiance de 90\u00a0%, votre score réel se situe entre ${low} et ${high}.`,
    measurable: (low, high) =>
      `Ce test mesure avec précision entre ${low} et ${high}\u00a0: dans cette plage, ses questions apportent assez d’information pour chiffrer un score.`,
    boundAbove: (high) =>
      `Votre résultat se situe au-dessus de cette plage. Nous l’indiquons donc sous la forme «\u00a0> ${high}\u00a0»\u00a0: votre score est supérieur à ${high}, mais trente questions ne permettent pas de dire de combien.`,
    boundBelow: (low) =>
      `Votre résultat se situe en dessous de cette plage. Nous l’indiquons donc sous la forme «\u00a0< ${low}\u00a0»\u00a0: votre score est inférieur à ${low}, mais trente questions ne permettent pas de dire de combien.`,
    inside: 'Votre résultat se situe dans cette plage\u00a0: il est donc indiqué par un nombre.',
    legendInterval: 'Intervalle à 90\u00a0%',
    legendMeasurable: 'Plage mesurable',
    legendScore: 'Votre score',
    blocks: [
      {
        title: 'Pourquoi un intervalle\u00a0?',
        body: 'Si vous aviez passé le test un autre jour, avec d’autres questions du même type, votre score aurait été de quelques points plus haut ou plus bas. L’intervalle couvre cette incertitude.',
      },
      {
        title: 'Ce qui le resserre',
        body: 'Davantage de questions répondues, et des questions dont la difficulté vous correspond bien. Une question bien trop facile ou bien trop difficile pour quelqu’un en dit peu sur cette personne.',
      },
      {
        title: 'Comment lire une borne',
        body: 'Un score comme «\u00a0> 127\u00a0» ne traduit pas une faiblesse de votre résultat, mais une limite du test\u00a0: il n’a pas été conçu pour distinguer 135 de 150. Un test plus long, avec des questions plus difficiles, le pourrait.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `Les catégories ci-dessous découpent l’échelle selon la part de la population que chacune représente\u00a0: environ ${gifted} des gens obtiennent 130 ou plus, ${excellent} entre 115 et 129, et ${average} entre 85 et 114.`,
    columns: {
      band: 'Catégorie',
      range: 'Plage de QI',
      share: 'Population',
      meaning: 'Ce que cela signifie',
    },
    yours: 'Votre catégorie',
    note: 'Les parts sont celles d’une loi normale de moyenne 100 et d’écart-type 15.',
  },

  dimensions: {
    intro:
      'Cinq indicateurs tirés de votre précision et de vos temps de réponse à ce test. Chacun a un score de 0 à 100 et un niveau de 1 (très faible) à 5 (très élevé).',
    columns: {
      dimension: 'Dimension',
      score: 'Score',
      reference: 'Plage de référence',
      level: 'Niveau',
      interpretation: 'Ce que cela signifie',
    },
    lockedText: 'Les scores par dimension ne font pas partie de cette formule.',
    scaleNote:
      'La plage de référence est celle où se situent la plupart des participants\u00a0; la barre montre votre score.',
    reference: (low, high) => `Plage de référence\u00a0: ${low}–${high}`,
    measuresTitle: 'Ce qui est mesuré dans ce test',
    resultTitle: 'Votre résultat',
    practiceTitle: 'Comment vous entraîner',
    levelScaleTitle: 'Niveau',
    measures: {
      memory:
        'Votre précision sur les questions où il faut suivre deux éléments à la fois, comparée à celle d’un participant moyen sur les mêmes questions.',
      speed:
        'Le temps médian que vous avez mis sur les questions résolues, rapporté au temps disponible par question. Plus vos bonnes réponses sont rapides, plus le score est élevé.',
      reaction:
        'La rapidité avec laquelle vous avez bien répondu aux questions les plus faciles\u00a0: le temps médian sur les niveaux de difficulté 1 et 2, rapporté au temps par question.',
      concentration:
        'Les erreurs d’inattention sur les questions plus faciles (les douze premières), comparées à ce que prévoit votre résultat global.',
      logic:
        'Votre précision sur les questions où trois règles ou plus changent à la fois, comparée à celle d’un participant moyen sur les mêmes questions.',
    },
    practice: {
      memory:
        'Entraînez-vous à retenir davantage\u00a0: répétez des suites à l’envers, jouez à des jeux de paires, et esquissez de mémoire les éléments d’un problème avant de le regarder à nouveau.',
      speed:
        'Faites de courtes séries chronométrées de problèmes faciles, en visant un rythme régulier plutôt que précipité. La vitesse vient de ce qu’on reconnaît les motifs plus tôt, pas de ce qu’on devine.',
      reaction:
        'Commencez chaque question en nommant ce qui change sur la première ligne. Une première étape toujours la même raccourcit le temps qu’il vous faut pour voir le motif.',
      concentration:
        'Entraînez-vous par blocs de 20 minutes sans interruption, avec une courte pause entre deux blocs. Remarquez quand votre attention s’égare, et ramenez-la.',
      logic:
        'Pour chaque problème, écrivez la règle en toutes lettres, un élément à la fois. Vérifiez-la ensuite sur chaque ligne avant de choisir une réponse.',
    },
    strength: {
      memory: 'Vous gardez en tête plusieurs éléments d’un motif à la fois.',
      speed: 'Vous trouvez rapidement les bonnes réponses.',
      reaction: 'Vous voyez les motifs simples presque immédiatement.',
      concentration: 'Votre précision tient jusqu’à la dernière question.',
      logic: 'Vous combinez plusieurs règles en une seule solution.',
    },
  },

  answers: {
    intro:
      'Chaque question de votre test, avec votre réponse et la bonne. Les pages suivantes expliquent les questions que vous avez manquées.',
    columns: { number: 'N°', yours: 'La vôtre', correct: 'La bonne', result: 'Résultat' },
    right: 'Juste',
    wrong: 'Fausse',
    unanswered: 'Sans réponse',
    counts: (answered, total, wrong) =>
      `Vous avez répondu à ${answered} ${answered > 1 ? 'questions' : 'question'} sur ${total}\u00a0; ${
        wrong === 0
          ? 'aucune de vos réponses n’est fausse'
          : wrong === 1
            ? 'une de vos réponses est fausse'
            : `${wrong} de vos réponses sont fausses`
      }.`,
    detailIntro:
      'Pour chaque question\u00a0: les règles de la matrice, et ce qui ne va pas dans l’option que vous avez choisie.',
    question: (n) => `Question ${n}`,
    yourAnswer: 'Votre réponse',
    correctAnswer: 'Bonne réponse',
    noAnswer: 'aucune',
    option: (n) => `Option ${n}`,
    rulesTitle: 'Les règles',
    yoursTitle: 'Ce qui ne va pas dans votre choix',
    solvedLabel: 'Réussie\u00a0: voici comment elle fonctionne',
    noRules: 'Chaque élément reste identique dans toute la matrice.',
    mistakesIntro:
      'Les types d’erreurs que vous avez commises, comptés sur l’ensemble de vos réponses fausses.',
    mistakeKinds: {
      rule: 'Une autre règle suivie',
      direction: 'Bonne règle, mauvais sens',
      value: 'Une valeur proche de la bonne',
      unanswered: 'Laissée sans réponse',
    },
    remainingTitle: 'Autres réponses fausses',
    noneRemaining: 'Toutes vos réponses fausses sont expliquées dans les pages précédentes.',
    moreThan: (shown) =>
      `Les ${shown} réponses fausses détaillées plus haut sont les premières\u00a0; les autres suivent ici en bref.`,
  },

  locked: {
    intro:
      'Votre formule n’inclut pas l’analyse des erreurs. Les pages suivantes expliquent le fonctionnement des questions, pour que vous puissiez revoir votre démarche par vous-même.',
    unlockedBy: (tiers) => `L’analyse est incluse dans les formules\u00a0: ${tiers}.`,
    containsTitle: 'Ce que montre l’analyse',
    contains: [
      'Chaque question manquée, avec la matrice et les six options',
      'Votre réponse et la bonne réponse côte à côte',
      'Les règles de la question, expliquées simplement',
      'Ce qui ne va pas dans l’option que vous avez choisie',
    ],
    countsKnown: (answered, wrong) =>
      `Vous avez répondu à ${answered} ${answered > 1 ? 'questions' : 'question'}\u00a0; ${
        wrong === 0
          ? 'aucune réponse n’était fausse'
          : wrong === 1
            ? 'une réponse était fausse'
            : `${wrong} réponses étaient fausses`
      }.`,
  },

  guide: {
    howItemsWork: [
      {
        title: 'Une matrice 3\u00a0×\u00a03',
        body: 'Chaque question montre huit cases d’une grille de 3\u00a0×\u00a03\u00a0; la neuvième manque. Les cases suivent des règles le long des lignes ou des colonnes. À vous de trouver l’option qui respecte toutes les règles.',
      },
      {
        title: 'Éléments et attributs',
        body: 'Une case contient un ou plusieurs éléments\u00a0: une figure seule, une grille de figures, une moitié gauche et une moitié droite, ou un cadre avec quelque chose à l’intérieur. Chaque élément a des attributs que les règles peuvent modifier.',
      },
      {
        title: 'Une seule réponse',
        body: 'Une seule des six options respecte toutes les règles. Chaque option fausse en enfreint au moins une, souvent de façon tentante.',
      },
    ],
    attributes: {
      number: 'Nombre\u00a0: combien de figures il y a',
      position: 'Places\u00a0: quels emplacements sont occupés',
      type: 'Forme\u00a0: triangle, carré, pentagone, hexagone ou cercle',
      size: 'Taille\u00a0: la grandeur des figures',
      shade: 'Teinte\u00a0: blanc, quatre gris ou noir',
    },
    attributesTitle: 'Ce qui peut changer',
    rulesIntro:
      'Chaque attribut de chaque élément suit l’un de cinq types de règles. Sous chaque type, une phrase d’exemple telle que l’analyse la formule.',
    ruleKinds: {
      constant: 'Constante\u00a0: la valeur est la même dans les neuf cases.',
      progression: 'Progression\u00a0: la valeur augmente ou diminue du même pas d’une case à l’autre.',
      arithmetic:
        'Arithmétique\u00a0: sur chaque ligne, le troisième nombre est la somme ou la différence des deux premiers.',
      'set-operation':
        'Opération d’ensembles\u00a0: les places de la troisième case combinent celles des deux premières (les deux, l’une ou l’autre, une seule).',
      'distribute-three':
        'Trois valeurs\u00a0: trois valeurs différentes, chacune une fois dans chaque ligne et chaque colonne.',
    },
    exampleLabel: 'Exemple',
    methodSteps: [
      {
        title: '1. Un attribut à la fois',
        body: 'Commencez par le nombre, puis passez à la forme, à la taille, à la teinte et à la place des figures. N’essayez pas de tout voir d’un coup.',
      },
      {
        title: '2. La première ligne, puis la première colonne',
        body: 'Nommez ce qui change, et comment. Si les lignes ne montrent aucune règle, essayez les colonnes.',
      },
      {
        title: '3. Vérifiez la règle sur la deuxième ligne',
        body: 'Une règle n’en est une que si elle vaut sur chaque ligne. Testez-la avant de vous y fier.',
      },
      {
        title: '4. Prédisez la case manquante',
        body: 'Déduisez la réponse de tête avant de regarder les options.',
      },
      {
        title: '5. Éliminez, puis choisissez',
        body: 'Écartez les options qui enfreignent une règle, quelle qu’elle soit\u00a0; celle qui reste est la réponse.',
      },
    ],
    mistakes: [
      {
        title: 'Recopier une case',
        body: 'Choisir une option qui répète une valeur déjà présente sur la même ligne. Les règles à trois valeurs n’en répètent jamais aucune.',
      },
      {
        title: 'Un cran à côté',
        body: 'Le bon sens, mais un pas de trop ou de moins. Recomptez les pas.',
      },
      {
        title: 'Le mauvais sens',
        body: 'Une règle lue le long des lignes alors qu’elle suit les colonnes, ou l’inverse.',
      },
      {
        title: 'La moitié des règles',
        body: 'Une option qui respecte un attribut mais en enfreint un autre. Vérifiez chaque attribut avant de choisir.',
      },
    ],
  },

  comparison: {
    intro:
      'Comment se comparent les scores moyens de nos participants, par pays et par tranche d’âge. Ce ne sont ni des chiffres nationaux ni des chiffres représentatifs.',
    countriesTitle: 'QI moyen par pays (les 10 premiers)',
    agesTitle: 'QI moyen par tranche d’âge',
    averageLabel: 'Moyenne',
    sampleLabel: (n) => `${n} tests`,
    seedLabel: 'valeur de départ',
    seedNote:
      '* Valeur de départ\u00a0: une valeur documentée, remplacée par des données mesurées dès que suffisamment de personnes ont passé le test.',
    sourceNote: {
      platform: 'Tous les chiffres sont mesurés sur notre plateforme.',
      seed: 'Tous les chiffres sont des valeurs de départ\u00a0; aucun n’est encore mesuré.',
      mixed:
        'Certains chiffres sont mesurés sur notre plateforme, d’autres sont des valeurs de départ (marquées d’un *).',
    },
    youLine: (score) => `Votre score\u00a0: ${score}`,
    lockedText: 'La comparaison par pays et par âge ne fait pas partie de cette formule.',
    empty: 'Pas encore de chiffres.',
  },

  strengths: {
    intro:
      'Ce qui ressort de vos résultats\u00a0: vos dimensions les plus fortes, celles qui méritent d’être travaillées, et vos résultats pour chaque type de règle.',
    strongTitle: 'Vos points forts',
    developTitle: 'À travailler',
    rulesTitle: 'Par type de règle',
    even: 'Vos dimensions sont proches les unes des autres\u00a0; aucune ne se détache nettement.',
    ruleRate: (rule, solved, total) =>
      `${rule}\u00a0: ${solved} sur ${total} ${solved > 1 ? 'résolues' : 'résolue'}`,
    ruleNames: {
      constant: 'Valeurs constantes',
      progression: 'Progressions',
      arithmetic: 'Arithmétique',
      'set-operation': 'Opérations d’ensembles',
      'distribute-three': 'Trois valeurs',
    },
    noQuestions: 'Le détail par type de règle est fourni avec l’analyse des erreurs.',
  },

  training: {
    intro:
      'Quatre semaines de courtes séances, en commençant par la dimension où vous avez le plus à gagner. Vingt minutes par jour, cinq jours par semaine, suffisent.',
    weekLabel: (week) => `Semaine ${week}`,
    focus: (dimension) => `Priorité\u00a0: ${dimension}`,
    weeks: [
      {
        title: 'Trouver la règle',
        body: 'Dix matrices par jour, sans limite de temps. Énoncez chaque règle à voix haute avant de choisir.',
      },
      {
        title: 'Garder en tête',
        body: 'Jeux de mémoire et suites à l’envers\u00a0; reconstituez une case de mémoire au bout de dix secondes.',
      },
      {
        title: 'Un rythme régulier',
        body: 'Des séries chronométrées de problèmes faciles. Visez le même rythme de la première à la dernière question.',
      },
      {
        title: 'Entraînement complet',
        body: 'Un test d’entraînement de 30 questions en 20 minutes\u00a0; revoyez chaque erreur avec la méthode de ce rapport.',
      },
    ],
    habitsTitle: 'Des habitudes qui aident',
    habits: [
      'Dormez bien la veille de tout test.',
      'Entraînez-vous un peu chaque jour plutôt que beaucoup une fois par semaine.',
      'Revoyez vos erreurs\u00a0: comprendre une réponse fausse apprend davantage que résoudre dix questions faciles.',
      'Variez les problèmes\u00a0: nombres, formes, mots.',
    ],
    claimNote:
      'L’entraînement vous rend plus à l’aise avec ce type de problème\u00a0; qu’il augmente l’intelligence générale n’est pas établi.',
  },

  limits: {
    intro:
      'Comment fonctionne ce test, et ce qu’il peut ou ne peut pas vous dire. Lisez ces lignes avant de tirer des conclusions de votre score.',
    blocks: [
      {
        title: 'Pas une évaluation clinique',
        body: 'Il s’agit d’un test en ligne, proposé à titre informatif et ludique. Ce n’est pas un diagnostic, et il ne peut pas remplacer une évaluation menée par un psychologue qualifié dans des conditions standardisées.',
      },
      {
        title: 'Ce que 30 questions peuvent mesurer',
        body: 'Trente questions de matrices mesurent le raisonnement abstrait sur des motifs visuels, une facette de l’intelligence. Elles ne mesurent ni le langage, ni les connaissances, ni la créativité, ni les compétences sociales.',
      },
      {
        title: 'Un test généré',
        body: 'Chaque question est générée par un programme à partir d’un ensemble de règles\u00a0: deux tests ne sont jamais identiques. Chaque question a exactement une option correcte, vérifiée par un solveur indépendant.',
      },
      {
        title: 'Noté selon la théorie de la réponse à l’item',
        body: 'Votre score est estimé à partir des questions que vous avez résolues et de leur difficulté (un modèle TRI à trois paramètres), et non par un simple décompte des bonnes réponses.',
      },
      {
        title: 'Des a priori, à réestimer',
        body: 'L’hypothèse de départ sur l’aptitude (la loi a priori) et le modèle de difficulté des questions sont des a priori\u00a0: des valeurs de départ raisonnables, pas encore ajustées sur un large échantillon. Ils seront réestimés à mesure que les données arriveront, et les scores pourront légèrement évoluer.',
      },
      {
        title: 'Dimensions et comparaisons',
        body: 'Les cinq dimensions sont des indicateurs tirés de la précision et des temps de réponse à ce test, pas des mesures cliniques. Les chiffres par pays et par âge décrivent nos participants, pas des populations entières.',
      },
    ],
  },

  certificate: {
    title: 'Certificat',
    subtitle: 'Résultat du test de QI',
    awardedTo: 'Nous certifions que',
    statement: (band) =>
      `a obtenu un résultat dans la catégorie «\u00a0${band}\u00a0» à notre test de 30 matrices progressives.`,
    scoreLabel: 'Score de QI',
    bandLabel: 'Catégorie',
    dateLabel: 'Date',
    codeLabel: 'Code de vérification',
    verifyAt: 'Vérifiez ce certificat sur',
    footer: 'Résultat d’un test en ligne\u00a0; pas une évaluation clinique.',
  },
};
