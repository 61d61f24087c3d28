import type { ReportCopy } from './report-copy';

// German typography: „…“ quotes, a no-break space (\u00a0) before % and around the × of
// "3 × 3". Words stay whole (the report has no hyphenation), so narrow cells get short words.

export const deDE: ReportCopy = {
  brand: 'IQ Test Online',
  reportTitle: 'Ihr IQ-Testbericht',
  pageOf: (page, total) => `Seite ${page} von ${total}`,
  orderLabel: 'Bestellung',
  completedLabel: 'Testdatum',
  none: '—',
  labelSep: ': ',

  // The screens say "Überdurchschnittlich" etc.; the report has no hyphenation, and those single
  // long words overflow its key-figure boxes and the classification table, so it uses the
  // same categories in words that can wrap.
  bands: {
    genius: 'Genie',
    verySuperior: 'Weit über dem Durchschnitt',
    superior: 'Über dem Durchschnitt',
    normal: 'Durchschnitt',
    dullness: 'Unter dem Durchschnitt',
    deficiency: 'Sehr niedrig',
  },
  bandDescriptions: {
    genius: 'Außergewöhnlich seltenes Denkvermögen; nur wenige Tests messen so weit oben zuverlässig.',
    verySuperior:
      'Denkvermögen weit über dem der meisten Menschen; komplexe Muster erschließen sich schnell.',
    superior: 'Deutlich über dem Durchschnitt; abstrakte Aufgaben gelingen meist mühelos.',
    normal: 'Die breite Mitte, in der zwei von drei Menschen liegen.',
    dullness: 'Etwas unter der Mitte; ungewohnte abstrakte Aufgaben kosten mehr Mühe.',
    deficiency: 'Deutlich unter der Mitte; Genaueres kann nur eine fachliche Untersuchung sagen.',
  },
  dimensionNames: {
    memory: 'Gedächtnis',
    speed: 'Tempo',
    reaction: 'Reaktion',
    concentration: 'Konzentration',
    logic: 'Logik',
  },
  levels: { 1: 'Sehr niedrig', 2: 'Niedrig', 3: 'Mittel', 4: 'Hoch', 5: 'Sehr hoch' },

  cover: {
    subtitle: '30 Fragen mit progressiven Matrizen, ausgewertet nach der Item-Response-Theorie',
    scoreCaption: 'Ihr IQ-Wert',
    bandCaption: 'Einstufung',
    tierLabel: 'Paket',
    notClinical:
      'Dieser Bericht ist keine klinische oder diagnostische Untersuchung. Seite 21 erläutert seine Grenzen.',
  },

  summary: {
    title: 'Zusammenfassung',
    intro: 'Die wichtigsten Zahlen Ihres Tests auf einen Blick. Jede wird auf den folgenden Seiten erklärt.',
    scoreLabel: 'IQ-Wert',
    bandLabel: 'Einstufung',
    percentileLabel: 'Perzentil',
    intervalLabel: '90-%-Intervall',
    answersLabel: 'Antworten',
    percentileText: (percent) => `Höher als bei ${percent} der Bevölkerung`,
    answersText: (correct, answered, total) => `${correct} richtig, ${answered} von ${total} beantwortet`,
    headline: (score, band, percent) =>
      `Ihr Wert von ${score} liegt im Bereich „${band}“: höher als bei ${percent} der Menschen in der Referenzbevölkerung.`,
    dimensionsTitle: 'Ihre fünf Dimensionen',
    contentsTitle: 'Was dieser Bericht enthält',
  },

  pages: {
    summary: 'Zusammenfassung',
    curve: 'Ihr Wert auf der Glockenkurve',
    interval: 'Wie genau Ihr Wert ist',
    classification: 'IQ-Einstufung',
    dimensions: 'Ihre fünf Dimensionen',
    answers: 'Ihre Antworten',
    answerDetails: 'Frage für Frage',
    mistakes: 'Ihre Fehler im Überblick',
    locked: 'Fehleranalyse',
    howItemsWork: 'So sind die Fragen aufgebaut',
    rulesOne: 'Die Regeln (1)',
    rulesTwo: 'Die Regeln (2)',
    method: 'Eine Methode, die funktioniert',
    typicalMistakes: 'Typische Fehler',
    comparison: 'Unter unseren Teilnehmenden',
    strengths: 'Stärken und Entwicklungsfelder',
    training: 'Ihr Trainingsleitfaden',
    limits: 'Methode und Grenzen',
  },

  curve: {
    intro:
      'IQ-Werte verteilen sich entlang einer Glockenkurve: Der Mittelwert liegt bei 100, die Standardabweichung bei 15. Die meisten Menschen liegen nahe der Mitte; sehr hohe und sehr niedrige Werte sind selten.',
    youLabel: 'Sie',
    axisLabel: 'IQ-Wert',
    position: (score, percent) =>
      `Ihr Wert von ${score} liegt über ${percent} der Kurve: Das ist ungefähr der Anteil der Menschen, die einen niedrigeren Wert erreichen würden.`,
    facts: (within1, within2, above, below) => [
      `Etwa ${within1} der Menschen erreichen Werte zwischen 85 und 115.`,
      `Etwa ${within2} liegen zwischen 70 und 130.`,
      `Etwa ${above} liegen über 130, etwa ${below} unter 70.`,
    ],
    boundNote: (bound) =>
      `Ihre Antworten liegen jenseits des Bereichs, den dieser Test genau misst; die Markierung zeigt deshalb die Grenze ${bound} statt eines genauen Punkts.`,
  },

  interval: {
    intro:
      'Jeder Testwert ist eine Schätzung. Dreißig Fragen verraten viel, aber nicht alles: Das Intervall zeigt den Bereich, in dem Ihr wahrer Wert am wahrscheinlichsten liegt.',
    range: (low, high) => `Mit 90\u00a0% Sicherheit liegt Ihr wahrer Wert zwischen ${low} und ${high}.`,
    measurable: (low, high) =>
      `Dieser Test misst zwischen ${low} und ${high} genau: Dort liefern seine Fragen genug Information, um einen Wert zu beziffern.`,
    boundAbove: (high) =>
      `Ihr Ergebnis liegt über diesem Bereich. Wir geben es deshalb als „> ${high}“ an: Ihr Wert ist höher als ${high}, aber dreißig Fragen können nicht sagen, um wie viel.`,
    boundBelow: (low) =>
      `Ihr Ergebnis liegt unter diesem Bereich. Wir geben es deshalb als „< ${low}“ an: Ihr Wert ist niedriger als ${low}, aber dreißig Fragen können nicht sagen, um wie viel.`,
    inside: 'Ihr Ergebnis liegt innerhalb dieses Bereichs und wird daher als Zahl angegeben.',
    legendInterval: '90-%-Intervall',
    legendMeasurable: 'Messbarer Bereich',
    legendScore: 'Ihr Wert',
    blocks: [
      {
        title: 'Warum ein Intervall?',
        body: 'Hätten Sie den Test an einem anderen Tag mit anderen Fragen derselben Art gemacht, wäre Ihr Wert ein paar Punkte höher oder niedriger ausgefallen. Das Intervall deckt diese Unsicherheit ab.',
      },
      {
        title: 'Was es schmaler macht',
        body: 'Mehr beantwortete Fragen und Fragen, deren Schwierigkeit gut zu Ihnen passt. Viel zu leichte oder viel zu schwere Fragen sagen über eine Person wenig aus.',
      },
      {
        title: 'Wie man eine Grenze liest',
        body: 'Ein Wert wie „> 127“ ist keine Schwäche Ihres Ergebnisses, sondern eine des Tests: Er ist nicht dafür gebaut, 135 von 150 zu unterscheiden. Ein längerer Test mit schwereren Fragen könnte das.',
      },
    ],
  },

  classification: {
    intro: (gifted, excellent, average) =>
      `Die Stufen unten teilen die Skala nach Bevölkerungsanteilen ein: Etwa ${gifted} erreichen 130 oder mehr, ${excellent} liegen zwischen 115 und 129 und ${average} zwischen 85 und 114.`,
    columns: { band: 'Einstufung', range: 'IQ-Bereich', share: 'Anteil', meaning: 'Bedeutung' },
    yours: 'Ihre Einstufung',
    note: 'Die Anteile sind die einer Normalverteilung mit Mittelwert 100 und Standardabweichung 15.',
  },

  dimensions: {
    intro:
      'Fünf Kennwerte, abgeleitet aus Ihrer Genauigkeit und Ihren Antwortzeiten in diesem Test. Jeder hat einen Wert von 0 bis 100 und eine Stufe von 1 (sehr niedrig) bis 5 (sehr hoch).',
    columns: {
      dimension: 'Dimension',
      score: 'Wert',
      reference: 'Referenz',
      level: 'Stufe',
      interpretation: 'Was das bedeutet',
    },
    lockedText: 'Die Werte je Dimension sind in diesem Paket nicht enthalten.',
    scaleNote: 'Im Referenzbereich liegen die meisten Teilnehmenden; der Balken zeigt Ihren Wert.',
    reference: (low, high) => `Referenzbereich ${low}–${high}`,
    measuresTitle: 'Was in diesem Test gemessen wird',
    resultTitle: 'Ihr Ergebnis',
    practiceTitle: 'So üben Sie',
    levelScaleTitle: 'Stufe',
    measures: {
      memory:
        'Ihre Genauigkeit bei Fragen, bei denen zwei Teile zugleich im Blick zu behalten sind, verglichen mit dem, was durchschnittliche Teilnehmende bei denselben Fragen erreichen.',
      speed:
        'Die mittlere Zeit (Median), die Sie für gelöste Fragen gebraucht haben, als Anteil der Zeit, die pro Frage zur Verfügung steht. Schnellere richtige Antworten ergeben einen höheren Wert.',
      reaction:
        'Wie schnell Sie die leichtesten Fragen richtig beantwortet haben: die mittlere Zeit (Median) auf den Schwierigkeitsstufen 1 und 2, als Anteil der Zeit pro Frage.',
      concentration:
        'Flüchtigkeitsfehler bei den leichteren Aufgaben (den ersten zwölf), verglichen mit dem, was Ihr Gesamtergebnis dort erwarten lässt.',
      logic:
        'Ihre Genauigkeit bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, verglichen mit dem Durchschnitt der Teilnehmenden bei denselben Aufgaben.',
    },
    practice: {
      memory:
        'Behalten Sie bewusst mehr im Kopf: Sagen Sie Folgen rückwärts auf, spielen Sie Memory und skizzieren Sie die Teile einer Aufgabe aus dem Gedächtnis, bevor Sie wieder hinsehen.',
      speed:
        'Lösen Sie kurze Serien leichter Aufgaben auf Zeit und achten Sie auf ein gleichmäßiges, nicht gehetztes Tempo. Tempo entsteht, wenn man Muster früher erkennt, nicht durch Raten.',
      reaction:
        'Benennen Sie zu Beginn jeder Frage, was sich in der ersten Zeile verändert. Ein fester erster Schritt verkürzt die Zeit, bis Sie das Muster sehen.',
      concentration:
        'Üben Sie in Blöcken von 20 Minuten ohne Unterbrechung und machen Sie zwischen den Blöcken eine kurze Pause. Achten Sie darauf, wann Ihre Aufmerksamkeit abschweift, und holen Sie sie zurück.',
      logic:
        'Schreiben Sie bei jeder Aufgabe die Regel in Worten auf, Teil für Teil. Prüfen Sie sie dann an jeder Zeile, bevor Sie eine Antwort wählen.',
    },
    strength: {
      memory: 'Sie behalten mehrere Teile eines Musters gleichzeitig im Kopf.',
      speed: 'Sie kommen schnell zu richtigen Antworten.',
      reaction: 'Sie erkennen einfache Muster fast sofort.',
      concentration: 'Ihre Genauigkeit hält bis zur letzten Frage.',
      logic: 'Sie verbinden mehrere Regeln zu einer Lösung.',
    },
  },

  answers: {
    intro:
      'Alle Fragen Ihres Tests mit Ihrer Antwort und der richtigen. Die folgenden Seiten erklären die Fragen, die Sie verfehlt haben.',
    columns: { number: 'Nr.', yours: 'Ihre Wahl', correct: 'Lösung', result: 'Ergebnis' },
    right: 'Richtig',
    wrong: 'Falsch',
    unanswered: 'Keine Antwort',
    counts: (answered, total, wrong) =>
      `Sie haben ${answered} von ${total} Fragen beantwortet; ${
        wrong === 0
          ? 'keine Ihrer Antworten war falsch'
          : wrong === 1
            ? 'eine Ihrer Antworten war falsch'
            : `${wrong} Ihrer Antworten waren falsch`
      }.`,
    detailIntro: 'Zu jeder Frage: die Regeln der Matrix und was an der gewählten Option falsch ist.',
    question: (n) => `Frage ${n}`,
    yourAnswer: 'Ihre Antwort',
    correctAnswer: 'Richtige Antwort',
    noAnswer: 'keine',
    option: (n) => `Option ${n}`,
    rulesTitle: 'Die Regeln',
    yoursTitle: 'Was an Ihrer Wahl falsch ist',
    solvedLabel: 'Richtig beantwortet – so funktioniert es',
    noRules: 'Jeder Teil bleibt in der ganzen Matrix gleich.',
    mistakesIntro: 'Welche Arten von Fehlern Sie gemacht haben, gezählt über alle Ihre falschen Antworten.',
    mistakeKinds: {
      rule: 'Einer anderen Regel gefolgt',
      direction: 'Richtige Regel, falsche Richtung',
      value: 'Ein Wert nahe am richtigen',
      unanswered: 'Unbeantwortet gelassen',
    },
    remainingTitle: 'Weitere falsche Antworten',
    noneRemaining: 'Alle Ihre falschen Antworten sind auf den vorigen Seiten erklärt.',
    moreThan: (shown) =>
      `Die ${shown} ausführlich erklärten falschen Antworten sind die ersten; die übrigen folgen hier in Kürze.`,
  },

  locked: {
    intro:
      'Ihr Paket enthält die Fehleranalyse nicht. Die folgenden Seiten erklären, wie die Fragen aufgebaut sind, damit Sie Ihr Vorgehen selbst überprüfen können.',
    unlockedBy: (tiers) => `Die Analyse ist enthalten in: ${tiers}.`,
    containsTitle: 'Was die Analyse zeigt',
    contains: [
      'Jede verfehlte Frage mit der Matrix und den sechs Optionen',
      'Ihre Antwort und die richtige Antwort nebeneinander',
      'Die Regeln der Frage in einfachen Worten',
      'Was an der von Ihnen gewählten Option falsch ist',
    ],
    countsKnown: (answered, wrong) =>
      `Sie haben ${answered} ${answered === 1 ? 'Frage' : 'Fragen'} beantwortet; ${
        wrong === 0
          ? 'keine der Antworten war falsch'
          : wrong === 1
            ? 'eine der Antworten war falsch'
            : `${wrong} der Antworten waren falsch`
      }.`,
  },

  guide: {
    howItemsWork: [
      {
        title: 'Eine 3\u00a0×\u00a03-Matrix',
        body: 'Jede Frage zeigt acht Felder eines Rasters aus 3\u00a0×\u00a03 Feldern; das neunte fehlt. Die Felder folgen Regeln entlang der Zeilen oder der Spalten. Ihre Aufgabe ist es, die Option zu finden, die jede Regel erfüllt.',
      },
      {
        title: 'Teile und Merkmale',
        body: 'Ein Feld enthält einen oder mehrere Teile: eine einzelne Figur, ein Raster aus Figuren, eine linke und eine rechte Hälfte oder einen Rahmen mit etwas darin. Jeder Teil hat Merkmale, die Regeln verändern können.',
      },
      {
        title: 'Nur eine Antwort',
        body: 'Genau eine der sechs Optionen erfüllt alle Regeln. Jede falsche Option verletzt mindestens eine Regel, oft auf verlockende Weise.',
      },
    ],
    attributes: {
      number: 'Anzahl: wie viele Figuren es gibt',
      position: 'Plätze: welche Plätze besetzt sind',
      type: 'Form: Dreieck, Quadrat, Fünfeck, Sechseck oder Kreis',
      size: 'Größe: wie groß die Figuren sind',
      shade: 'Farbton: Weiß, vier Grautöne oder Schwarz',
    },
    attributesTitle: 'Was sich ändern kann',
    rulesIntro:
      'Jedes Merkmal jedes Teils folgt einer von fünf Regelarten. Unter jeder Art steht ein Beispielsatz, wie ihn die Analyse formuliert.',
    ruleKinds: {
      constant: 'Konstant: Der Wert ist in allen neun Feldern gleich.',
      progression: 'Progression: Der Wert steigt oder fällt von Feld zu Feld um denselben Schritt.',
      arithmetic:
        'Arithmetik: In jeder Reihe ist die dritte Anzahl die Summe oder die Differenz der ersten beiden.',
      'set-operation':
        'Mengenoperation: Die Plätze des dritten Felds verbinden die der ersten beiden (in beiden, in einem oder beiden, in genau einem).',
      'distribute-three':
        'Drei Werte: drei verschiedene Werte, jeder einmal in jeder Zeile und jeder Spalte.',
    },
    exampleLabel: 'Beispiel',
    methodSteps: [
      {
        title: '1. Immer nur ein Merkmal',
        body: 'Beginnen Sie mit der Anzahl, dann folgen Form, Größe, Farbton und Plätze der Figuren. Versuchen Sie nicht, alles auf einmal zu sehen.',
      },
      {
        title: '2. Erst die erste Zeile, dann die erste Spalte',
        body: 'Benennen Sie, was sich ändert und wie. Zeigen die Zeilen keine Regel, versuchen Sie es mit den Spalten.',
      },
      {
        title: '3. Die Regel an der zweiten Reihe prüfen',
        body: 'Eine Regel ist nur dann eine Regel, wenn sie in jeder Reihe gilt. Prüfen Sie sie, bevor Sie sich auf sie verlassen.',
      },
      {
        title: '4. Das fehlende Feld vorhersagen',
        body: 'Überlegen Sie sich die Antwort im Kopf, bevor Sie die Optionen ansehen.',
      },
      {
        title: '5. Ausschließen, dann wählen',
        body: 'Streichen Sie die Optionen, die irgendeine Regel verletzen; die übrige ist die Antwort.',
      },
    ],
    mistakes: [
      {
        title: 'Ein Feld kopieren',
        body: 'Eine Option wählen, die einen Wert wiederholt, der in derselben Reihe schon vorkommt. Regeln mit drei Werten wiederholen nie einen.',
      },
      {
        title: 'Eine Stufe daneben',
        body: 'Die richtige Richtung, aber ein Schritt zu viel oder zu wenig. Zählen Sie die Schritte noch einmal.',
      },
      {
        title: 'Die falsche Richtung',
        body: 'Eine Regel entlang der Zeilen gelesen, obwohl sie in den Spalten verläuft – oder umgekehrt.',
      },
      {
        title: 'Nur die halben Regeln',
        body: 'Eine Option, die ein Merkmal erfüllt, aber ein anderes verletzt. Prüfen Sie jedes Merkmal, bevor Sie wählen.',
      },
    ],
  },

  comparison: {
    intro:
      'Wie sich die Durchschnittswerte unserer Teilnehmenden nach Land und Altersgruppe unterscheiden. Dies sind keine nationalen oder repräsentativen Zahlen.',
    countriesTitle: 'Durchschnittlicher IQ nach Land (Top 10)',
    agesTitle: 'Durchschnittlicher IQ nach Altersgruppe',
    averageLabel: 'Durchschnitt',
    sampleLabel: (n) => `${n} Tests`,
    seedLabel: 'Startwert',
    seedNote:
      '* Startwert: ein dokumentierter Ausgangswert, der durch gemessene Daten ersetzt wird, sobald genug Menschen den Test gemacht haben.',
    sourceNote: {
      platform: 'Alle Zahlen sind auf unserer Plattform gemessen.',
      seed: 'Alle Zahlen sind Startwerte; noch keine ist gemessen.',
      mixed: 'Einige Zahlen sind auf unserer Plattform gemessen, andere sind Startwerte (mit * markiert).',
    },
    youLine: (score) => `Ihr Wert: ${score}`,
    lockedText: 'Der Vergleich nach Land und Alter ist in diesem Paket nicht enthalten.',
    empty: 'Noch keine Zahlen.',
  },

  strengths: {
    intro:
      'Was in Ihren Ergebnissen hervorsticht: Ihre stärkeren Dimensionen, die, bei denen sich Üben lohnt, und wie Sie bei jeder Regelart abgeschnitten haben.',
    strongTitle: 'Ihre Stärken',
    developTitle: 'Hier lohnt sich Üben',
    rulesTitle: 'Nach Regelart',
    even: 'Ihre Dimensionen liegen nah beieinander; keine sticht deutlich hervor.',
    ruleRate: (rule, solved, total) => `${rule}: ${solved} von ${total} Fragen gelöst`,
    ruleNames: {
      constant: 'Konstante Werte',
      progression: 'Progressionen',
      arithmetic: 'Arithmetik',
      'set-operation': 'Mengenoperationen',
      'distribute-three': 'Drei Werte',
    },
    noQuestions: 'Die Aufschlüsselung nach Regelart gehört zur Fehleranalyse.',
  },

  training: {
    intro:
      'Vier Wochen mit kurzen Einheiten, beginnend mit der Dimension, in der Sie am meisten gewinnen können. Zwanzig Minuten am Tag an fünf Tagen pro Woche genügen.',
    weekLabel: (week) => `Woche ${week}`,
    focus: (dimension) => `Schwerpunkt: ${dimension}`,
    weeks: [
      {
        title: 'Die Regel finden',
        body: 'Zehn Matrizenaufgaben am Tag ohne Zeitlimit. Sprechen Sie jede Regel laut aus, bevor Sie wählen.',
      },
      {
        title: 'Im Kopf behalten',
        body: 'Gedächtnisspiele und Folgen rückwärts; bauen Sie ein Feld nach zehn Sekunden aus dem Gedächtnis nach.',
      },
      {
        title: 'Gleichmäßiges Tempo',
        body: 'Leichte Aufgaben auf Zeit. Halten Sie von der ersten bis zur letzten Aufgabe dasselbe Tempo.',
      },
      {
        title: 'Komplette Übung',
        body: 'Ein Übungstest mit 30 Fragen in 20 Minuten; gehen Sie jeden Fehler mit der Methode aus diesem Bericht durch.',
      },
    ],
    habitsTitle: 'Gewohnheiten, die helfen',
    habits: [
      'Schlafen Sie vor jedem Test gut.',
      'Üben Sie lieber jeden Tag ein wenig als einmal pro Woche viel.',
      'Gehen Sie Fehler durch: Eine falsche Antwort zu verstehen, lehrt mehr, als zehn leichte Aufgaben zu lösen.',
      'Wechseln Sie die Rätsel ab: Zahlen, Formen, Wörter.',
    ],
    claimNote:
      'Durch Übung werden Sie bei dieser Art von Rätseln besser; ob sie die allgemeine Intelligenz steigert, ist nicht belegt.',
  },

  limits: {
    intro:
      'Wie dieser Test funktioniert und was er Ihnen sagen kann und was nicht. Bitte lesen Sie dies, bevor Sie Schlüsse aus Ihrem Wert ziehen.',
    blocks: [
      {
        title: 'Keine klinische Untersuchung',
        body: 'Dies ist ein Online-Test zur Information und Unterhaltung. Er ist keine Diagnose und kann eine Untersuchung durch eine psychologische Fachperson unter standardisierten Bedingungen nicht ersetzen.',
      },
      {
        title: 'Was 30 Fragen messen können',
        body: 'Dreißig Matrizenaufgaben messen abstraktes Denken anhand visueller Muster – einen Teil der Intelligenz. Sprache, Wissen, Kreativität oder soziale Fähigkeiten messen sie nicht.',
      },
      {
        title: 'Ein generierter Test',
        body: 'Jede Frage wird von einem Programm aus einem Satz von Regeln erzeugt, daher gleicht kein Test dem anderen. Jede Frage hat genau eine richtige Option, geprüft von einem unabhängigen Lösungsprogramm.',
      },
      {
        title: 'Ausgewertet nach der Item-Response-Theorie',
        body: 'Ihr Wert wird daraus geschätzt, welche Fragen Sie gelöst haben und wie schwer diese sind (ein IRT-Modell mit drei Parametern), nicht aus einer einfachen Zählung richtiger Antworten.',
      },
      {
        title: 'Vorannahmen (Priors), die neu geschätzt werden',
        body: 'Die Ausgangsannahme über die Fähigkeit (der Prior) und das Modell der Aufgabenschwierigkeit sind Vorannahmen: vernünftige Startwerte, noch nicht an einer großen Stichprobe angepasst. Sie werden neu geschätzt, sobald Daten eingehen, und die Werte können sich dabei leicht verschieben.',
      },
      {
        title: 'Dimensionen und Vergleiche',
        body: 'Die fünf Dimensionen sind Kennwerte aus Genauigkeit und Zeiten in diesem Test, keine klinischen Messungen. Die Zahlen nach Land und Alter beschreiben unsere Teilnehmenden, nicht ganze Bevölkerungen.',
      },
    ],
  },

  certificate: {
    title: 'Zertifikat',
    subtitle: 'Ergebnis des IQ-Tests',
    awardedTo: 'Hiermit wird bestätigt, dass',
    statement: (band) =>
      `in unserem Test mit 30 progressiven Matrizen ein Ergebnis im Bereich „${band}“ erzielt hat.`,
    scoreLabel: 'IQ-Wert',
    bandLabel: 'Einstufung',
    dateLabel: 'Datum',
    codeLabel: 'Prüfcode',
    verifyAt: 'Prüfen Sie dieses Zertifikat unter',
    footer: 'Ergebnis eines Online-Tests; keine klinische Untersuchung.',
  },
};
