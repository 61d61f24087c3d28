// Quick interpretations of the five dimensions (spec §3 "quick interpretation"), under the keys
// the order report carries (`interpretationKey`: report.dimensions.<id>.level<N>), in the nine
// locales. The screens (mfe-report) carry the same sentences in their locale files under
// dimensions.<id>.level<N>; the PDF must say exactly what the screen says, and services/order
// may not import mfe-report, so the strings are copied here and
// ./dimension-interpretations.test.ts compares them with mfe-report/src/locales/<locale>.json.
// Change a sentence there first, then here.
import type { IndicatorId, LocaleTag } from '@iq/contracts';

/** Issue 36: five levels, "not measured" (too few data) and "guessing" (the sheet looks like it). */
export const INTERPRETATION_STATES = [
  'level1',
  'level2',
  'level3',
  'level4',
  'level5',
  'notMeasured',
  'guessing',
] as const;
export type InterpretationState = (typeof INTERPRETATION_STATES)[number];
export type DimensionInterpretations = Readonly<
  Record<`report.dimensions.${IndicatorId}.${InterpretationState}`, string>
>;

const enUS: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'On questions with two parts to keep track of, you got far fewer right than an average test-taker would.',
  'report.dimensions.memory.level2':
    'On questions with two parts to keep track of, you got fewer right than an average test-taker would.',
  'report.dimensions.memory.level3':
    'On questions with two parts to keep track of, you got about as many right as an average test-taker would.',
  'report.dimensions.memory.level4':
    'On questions with two parts to keep track of, you got more right than an average test-taker would.',
  'report.dimensions.memory.level5':
    'On questions with two parts to keep track of, you got far more right than an average test-taker would.',
  'report.dimensions.memory.notMeasured':
    'Not measured: this test had too few questions with two parts to keep track of.',
  'report.dimensions.memory.guessing':
    'Not measured: your answers look like guessing, so nothing can be read from them here.',
  'report.dimensions.speed.level1':
    'On the questions you got right, your typical time was over 110% of the time allowed per question.',
  'report.dimensions.speed.level2':
    'On the questions you got right, your typical time was 80–110% of the time allowed per question.',
  'report.dimensions.speed.level3':
    'On the questions you got right, your typical time was 50–80% of the time allowed per question.',
  'report.dimensions.speed.level4':
    'On the questions you got right, your typical time was 30–50% of the time allowed per question.',
  'report.dimensions.speed.level5':
    'On the questions you got right, your typical time was under 30% of the time allowed per question.',
  'report.dimensions.speed.notMeasured': 'Not measured: fewer than 8 right answers to time.',
  'report.dimensions.speed.guessing':
    'Not measured: your answers look like guessing, so nothing can be read from them here.',
  'report.dimensions.reaction.level1':
    'On the easiest questions you got right, your typical time was over 80% of the time allowed per question.',
  'report.dimensions.reaction.level2':
    'On the easiest questions you got right, your typical time was 50–80% of the time allowed per question.',
  'report.dimensions.reaction.level3':
    'On the easiest questions you got right, your typical time was 30–50% of the time allowed per question.',
  'report.dimensions.reaction.level4':
    'On the easiest questions you got right, your typical time was 15–30% of the time allowed per question.',
  'report.dimensions.reaction.level5':
    'On the easiest questions you got right, your typical time was under 15% of the time allowed per question.',
  'report.dimensions.reaction.notMeasured':
    'Not measured: fewer than 3 right answers on the six easiest questions.',
  'report.dimensions.reaction.guessing':
    'Not measured: your answers look like guessing, so nothing can be read from them here.',
  'report.dimensions.concentration.level1':
    'On the easier questions (the first twelve), you made far more slips than your overall result predicts.',
  'report.dimensions.concentration.level2':
    'On the easier questions (the first twelve), you made more slips than your overall result predicts.',
  'report.dimensions.concentration.level3':
    'On the easier questions (the first twelve), you made about as many slips as your overall result predicts.',
  'report.dimensions.concentration.level4':
    'On the easier questions (the first twelve), you made fewer slips than your overall result predicts.',
  'report.dimensions.concentration.level5':
    'On the easier questions (the first twelve), you made far fewer slips than your overall result predicts.',
  'report.dimensions.concentration.notMeasured':
    'Not measured: your overall result predicts many misses on the easier questions, so slips cannot be told apart from difficulty.',
  'report.dimensions.concentration.guessing':
    'Not measured: your answers look like guessing, so nothing can be read from them here.',
  'report.dimensions.logic.level1':
    'On questions where three or more rules change at once, you got far fewer right than an average test-taker would.',
  'report.dimensions.logic.level2':
    'On questions where three or more rules change at once, you got fewer right than an average test-taker would.',
  'report.dimensions.logic.level3':
    'On questions where three or more rules change at once, you got about as many right as an average test-taker would.',
  'report.dimensions.logic.level4':
    'On questions where three or more rules change at once, you got more right than an average test-taker would.',
  'report.dimensions.logic.level5':
    'On questions where three or more rules change at once, you got far more right than an average test-taker would.',
  'report.dimensions.logic.notMeasured':
    'Not measured: this test had too few questions where three or more rules change at once.',
  'report.dimensions.logic.guessing':
    'Not measured: your answers look like guessing, so nothing can be read from them here.',
};

const frFR: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Sur les questions à deux éléments à suivre, vous avez eu bien moins de bonnes réponses qu’un participant moyen.',
  'report.dimensions.memory.level2':
    'Sur les questions à deux éléments à suivre, vous avez eu moins de bonnes réponses qu’un participant moyen.',
  'report.dimensions.memory.level3':
    'Sur les questions à deux éléments à suivre, vous avez eu à peu près autant de bonnes réponses qu’un participant moyen.',
  'report.dimensions.memory.level4':
    'Sur les questions à deux éléments à suivre, vous avez eu plus de bonnes réponses qu’un participant moyen.',
  'report.dimensions.memory.level5':
    'Sur les questions à deux éléments à suivre, vous avez eu bien plus de bonnes réponses qu’un participant moyen.',
  'report.dimensions.memory.notMeasured':
    'Non mesuré : ce test comptait trop peu de questions à deux éléments à suivre.',
  'report.dimensions.memory.guessing':
    'Non mesuré : vos réponses ressemblent à des réponses au hasard ; on ne peut donc rien en tirer ici.',
  'report.dimensions.speed.level1':
    'Sur les questions réussies, votre temps habituel était de plus de 110 % du temps prévu par question.',
  'report.dimensions.speed.level2':
    'Sur les questions réussies, votre temps habituel était de 80 à 110 % du temps prévu par question.',
  'report.dimensions.speed.level3':
    'Sur les questions réussies, votre temps habituel était de 50 à 80 % du temps prévu par question.',
  'report.dimensions.speed.level4':
    'Sur les questions réussies, votre temps habituel était de 30 à 50 % du temps prévu par question.',
  'report.dimensions.speed.level5':
    'Sur les questions réussies, votre temps habituel était de moins de 30 % du temps prévu par question.',
  'report.dimensions.speed.notMeasured': 'Non mesuré : moins de 8 bonnes réponses à chronométrer.',
  'report.dimensions.speed.guessing':
    'Non mesuré : vos réponses ressemblent à des réponses au hasard ; on ne peut donc rien en tirer ici.',
  'report.dimensions.reaction.level1':
    'Sur les questions les plus faciles que vous avez réussies, votre temps habituel était de plus de 80 % du temps prévu par question.',
  'report.dimensions.reaction.level2':
    'Sur les questions les plus faciles que vous avez réussies, votre temps habituel était de 50 à 80 % du temps prévu par question.',
  'report.dimensions.reaction.level3':
    'Sur les questions les plus faciles que vous avez réussies, votre temps habituel était de 30 à 50 % du temps prévu par question.',
  'report.dimensions.reaction.level4':
    'Sur les questions les plus faciles que vous avez réussies, votre temps habituel était de 15 à 30 % du temps prévu par question.',
  'report.dimensions.reaction.level5':
    'Sur les questions les plus faciles que vous avez réussies, votre temps habituel était de moins de 15 % du temps prévu par question.',
  'report.dimensions.reaction.notMeasured':
    'Non mesuré : moins de 3 bonnes réponses sur les six questions les plus faciles.',
  'report.dimensions.reaction.guessing':
    'Non mesuré : vos réponses ressemblent à des réponses au hasard ; on ne peut donc rien en tirer ici.',
  'report.dimensions.concentration.level1':
    'Sur les questions plus faciles (les douze premières), vous avez fait bien plus d’erreurs d’inattention que ce que prévoit votre résultat global.',
  'report.dimensions.concentration.level2':
    'Sur les questions plus faciles (les douze premières), vous avez fait plus d’erreurs d’inattention que ce que prévoit votre résultat global.',
  'report.dimensions.concentration.level3':
    'Sur les questions plus faciles (les douze premières), vous avez fait à peu près autant d’erreurs d’inattention que ce que prévoit votre résultat global.',
  'report.dimensions.concentration.level4':
    'Sur les questions plus faciles (les douze premières), vous avez fait moins d’erreurs d’inattention que ce que prévoit votre résultat global.',
  'report.dimensions.concentration.level5':
    'Sur les questions plus faciles (les douze premières), vous avez fait bien moins d’erreurs d’inattention que ce que prévoit votre résultat global.',
  'report.dimensions.concentration.notMeasured':
    'Non mesuré : votre résultat global prévoit beaucoup d’échecs sur les questions plus faciles ; on ne peut donc pas distinguer l’inattention de la difficulté.',
  'report.dimensions.concentration.guessing':
    'Non mesuré : vos réponses ressemblent à des réponses au hasard ; on ne peut donc rien en tirer ici.',
  'report.dimensions.logic.level1':
    'Sur les questions où trois règles ou plus changent à la fois, vous avez eu bien moins de bonnes réponses qu’un participant moyen.',
  'report.dimensions.logic.level2':
    'Sur les questions où trois règles ou plus changent à la fois, vous avez eu moins de bonnes réponses qu’un participant moyen.',
  'report.dimensions.logic.level3':
    'Sur les questions où trois règles ou plus changent à la fois, vous avez eu à peu près autant de bonnes réponses qu’un participant moyen.',
  'report.dimensions.logic.level4':
    'Sur les questions où trois règles ou plus changent à la fois, vous avez eu plus de bonnes réponses qu’un participant moyen.',
  'report.dimensions.logic.level5':
    'Sur les questions où trois règles ou plus changent à la fois, vous avez eu bien plus de bonnes réponses qu’un participant moyen.',
  'report.dimensions.logic.notMeasured':
    'Non mesuré : ce test comptait trop peu de questions où trois règles ou plus changent à la fois.',
  'report.dimensions.logic.guessing':
    'Non mesuré : vos réponses ressemblent à des réponses au hasard ; on ne peut donc rien en tirer ici.',
};

const esES: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'En las preguntas con dos partes que seguir, acertaste muchas menos que un participante medio.',
  'report.dimensions.memory.level2':
    'En las preguntas con dos partes que seguir, acertaste menos que un participante medio.',
  'report.dimensions.memory.level3':
    'En las preguntas con dos partes que seguir, acertaste más o menos tantas como un participante medio.',
  'report.dimensions.memory.level4':
    'En las preguntas con dos partes que seguir, acertaste más que un participante medio.',
  'report.dimensions.memory.level5':
    'En las preguntas con dos partes que seguir, acertaste muchas más que un participante medio.',
  'report.dimensions.memory.notMeasured':
    'No medido: este test tenía muy pocas preguntas con dos partes que seguir.',
  'report.dimensions.memory.guessing':
    'No medido: tus respuestas parecen dadas al azar, así que aquí no se puede sacar nada de ellas.',
  'report.dimensions.speed.level1':
    'En las preguntas que acertaste, tu tiempo habitual fue más del 110 % del tiempo previsto por pregunta.',
  'report.dimensions.speed.level2':
    'En las preguntas que acertaste, tu tiempo habitual fue del 80 al 110 % del tiempo previsto por pregunta.',
  'report.dimensions.speed.level3':
    'En las preguntas que acertaste, tu tiempo habitual fue del 50 al 80 % del tiempo previsto por pregunta.',
  'report.dimensions.speed.level4':
    'En las preguntas que acertaste, tu tiempo habitual fue del 30 al 50 % del tiempo previsto por pregunta.',
  'report.dimensions.speed.level5':
    'En las preguntas que acertaste, tu tiempo habitual fue menos del 30 % del tiempo previsto por pregunta.',
  'report.dimensions.speed.notMeasured': 'No medido: menos de 8 respuestas correctas que cronometrar.',
  'report.dimensions.speed.guessing':
    'No medido: tus respuestas parecen dadas al azar, así que aquí no se puede sacar nada de ellas.',
  'report.dimensions.reaction.level1':
    'En las preguntas más fáciles que acertaste, tu tiempo habitual fue más del 80 % del tiempo previsto por pregunta.',
  'report.dimensions.reaction.level2':
    'En las preguntas más fáciles que acertaste, tu tiempo habitual fue del 50 al 80 % del tiempo previsto por pregunta.',
  'report.dimensions.reaction.level3':
    'En las preguntas más fáciles que acertaste, tu tiempo habitual fue del 30 al 50 % del tiempo previsto por pregunta.',
  'report.dimensions.reaction.level4':
    'En las preguntas más fáciles que acertaste, tu tiempo habitual fue del 15 al 30 % del tiempo previsto por pregunta.',
  'report.dimensions.reaction.level5':
    'En las preguntas más fáciles que acertaste, tu tiempo habitual fue menos del 15 % del tiempo previsto por pregunta.',
  'report.dimensions.reaction.notMeasured':
    'No medido: menos de 3 respuestas correctas en las seis preguntas más fáciles.',
  'report.dimensions.reaction.guessing':
    'No medido: tus respuestas parecen dadas al azar, así que aquí no se puede sacar nada de ellas.',
  'report.dimensions.concentration.level1':
    'En las preguntas más fáciles (las doce primeras), tus despistes fueron muchos más que los que predice tu resultado global.',
  'report.dimensions.concentration.level2':
    'En las preguntas más fáciles (las doce primeras), tus despistes fueron más que los que predice tu resultado global.',
  'report.dimensions.concentration.level3':
    'En las preguntas más fáciles (las doce primeras), tus despistes fueron más o menos tantos como los que predice tu resultado global.',
  'report.dimensions.concentration.level4':
    'En las preguntas más fáciles (las doce primeras), tus despistes fueron menos que los que predice tu resultado global.',
  'report.dimensions.concentration.level5':
    'En las preguntas más fáciles (las doce primeras), tus despistes fueron muchos menos que los que predice tu resultado global.',
  'report.dimensions.concentration.notMeasured':
    'No medido: tu resultado global predice muchos fallos en las preguntas más fáciles, así que no se puede distinguir un despiste de la dificultad.',
  'report.dimensions.concentration.guessing':
    'No medido: tus respuestas parecen dadas al azar, así que aquí no se puede sacar nada de ellas.',
  'report.dimensions.logic.level1':
    'En las preguntas en las que cambian tres reglas o más a la vez, acertaste muchas menos que un participante medio.',
  'report.dimensions.logic.level2':
    'En las preguntas en las que cambian tres reglas o más a la vez, acertaste menos que un participante medio.',
  'report.dimensions.logic.level3':
    'En las preguntas en las que cambian tres reglas o más a la vez, acertaste más o menos tantas como un participante medio.',
  'report.dimensions.logic.level4':
    'En las preguntas en las que cambian tres reglas o más a la vez, acertaste más que un participante medio.',
  'report.dimensions.logic.level5':
    'En las preguntas en las que cambian tres reglas o más a la vez, acertaste muchas más que un participante medio.',
  'report.dimensions.logic.notMeasured':
    'No medido: este test tenía muy pocas preguntas en las que cambian tres reglas o más a la vez.',
  'report.dimensions.logic.guessing':
    'No medido: tus respuestas parecen dadas al azar, así que aquí no se puede sacar nada de ellas.',
};

const deDE: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Bei Aufgaben mit zwei Teilen, die man im Blick behalten muss, hatten Sie weit weniger richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.memory.level2':
    'Bei Aufgaben mit zwei Teilen, die man im Blick behalten muss, hatten Sie weniger richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.memory.level3':
    'Bei Aufgaben mit zwei Teilen, die man im Blick behalten muss, hatten Sie etwa so viele richtige Antworten wie der Durchschnitt der Teilnehmenden.',
  'report.dimensions.memory.level4':
    'Bei Aufgaben mit zwei Teilen, die man im Blick behalten muss, hatten Sie mehr richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.memory.level5':
    'Bei Aufgaben mit zwei Teilen, die man im Blick behalten muss, hatten Sie weit mehr richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.memory.notMeasured':
    'Nicht gemessen: Dieser Test hatte zu wenige Aufgaben mit zwei Teilen, die man im Blick behalten muss.',
  'report.dimensions.memory.guessing':
    'Nicht gemessen: Ihre Antworten sehen nach Raten aus, daher lässt sich hier nichts aus ihnen ablesen.',
  'report.dimensions.speed.level1':
    'Bei den richtig gelösten Aufgaben brauchten Sie typischerweise mehr als 110 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.speed.level2':
    'Bei den richtig gelösten Aufgaben brauchten Sie typischerweise 80–110 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.speed.level3':
    'Bei den richtig gelösten Aufgaben brauchten Sie typischerweise 50–80 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.speed.level4':
    'Bei den richtig gelösten Aufgaben brauchten Sie typischerweise 30–50 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.speed.level5':
    'Bei den richtig gelösten Aufgaben brauchten Sie typischerweise weniger als 30 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.speed.notMeasured':
    'Nicht gemessen: weniger als 8 richtige Antworten, deren Zeit sich auswerten ließe.',
  'report.dimensions.speed.guessing':
    'Nicht gemessen: Ihre Antworten sehen nach Raten aus, daher lässt sich hier nichts aus ihnen ablesen.',
  'report.dimensions.reaction.level1':
    'Bei den leichtesten Aufgaben, die Sie richtig gelöst haben, brauchten Sie typischerweise mehr als 80 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.reaction.level2':
    'Bei den leichtesten Aufgaben, die Sie richtig gelöst haben, brauchten Sie typischerweise 50–80 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.reaction.level3':
    'Bei den leichtesten Aufgaben, die Sie richtig gelöst haben, brauchten Sie typischerweise 30–50 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.reaction.level4':
    'Bei den leichtesten Aufgaben, die Sie richtig gelöst haben, brauchten Sie typischerweise 15–30 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.reaction.level5':
    'Bei den leichtesten Aufgaben, die Sie richtig gelöst haben, brauchten Sie typischerweise weniger als 15 % der Zeit, die pro Aufgabe vorgesehen ist.',
  'report.dimensions.reaction.notMeasured':
    'Nicht gemessen: weniger als 3 richtige Antworten bei den sechs leichtesten Aufgaben.',
  'report.dimensions.reaction.guessing':
    'Nicht gemessen: Ihre Antworten sehen nach Raten aus, daher lässt sich hier nichts aus ihnen ablesen.',
  'report.dimensions.concentration.level1':
    'Bei den leichteren Aufgaben (den ersten zwölf) machten Sie weit mehr Flüchtigkeitsfehler, als Ihr Gesamtergebnis erwarten lässt.',
  'report.dimensions.concentration.level2':
    'Bei den leichteren Aufgaben (den ersten zwölf) machten Sie mehr Flüchtigkeitsfehler, als Ihr Gesamtergebnis erwarten lässt.',
  'report.dimensions.concentration.level3':
    'Bei den leichteren Aufgaben (den ersten zwölf) machten Sie etwa so viele Flüchtigkeitsfehler, wie Ihr Gesamtergebnis erwarten lässt.',
  'report.dimensions.concentration.level4':
    'Bei den leichteren Aufgaben (den ersten zwölf) machten Sie weniger Flüchtigkeitsfehler, als Ihr Gesamtergebnis erwarten lässt.',
  'report.dimensions.concentration.level5':
    'Bei den leichteren Aufgaben (den ersten zwölf) machten Sie weit weniger Flüchtigkeitsfehler, als Ihr Gesamtergebnis erwarten lässt.',
  'report.dimensions.concentration.notMeasured':
    'Nicht gemessen: Ihr Gesamtergebnis lässt bei den leichteren Aufgaben viele Fehler erwarten, daher lassen sich Flüchtigkeitsfehler nicht von der Schwierigkeit trennen.',
  'report.dimensions.concentration.guessing':
    'Nicht gemessen: Ihre Antworten sehen nach Raten aus, daher lässt sich hier nichts aus ihnen ablesen.',
  'report.dimensions.logic.level1':
    'Bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, hatten Sie weit weniger richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.logic.level2':
    'Bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, hatten Sie weniger richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.logic.level3':
    'Bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, hatten Sie etwa so viele richtige Antworten wie der Durchschnitt der Teilnehmenden.',
  'report.dimensions.logic.level4':
    'Bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, hatten Sie mehr richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.logic.level5':
    'Bei Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern, hatten Sie weit mehr richtige Antworten als der Durchschnitt der Teilnehmenden.',
  'report.dimensions.logic.notMeasured':
    'Nicht gemessen: Dieser Test hatte zu wenige Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern.',
  'report.dimensions.logic.guessing':
    'Nicht gemessen: Ihre Antworten sehen nach Raten aus, daher lässt sich hier nichts aus ihnen ablesen.',
};

const ptPT: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Nas perguntas com duas partes a acompanhar, acertou muito menos do que um participante médio.',
  'report.dimensions.memory.level2':
    'Nas perguntas com duas partes a acompanhar, acertou menos do que um participante médio.',
  'report.dimensions.memory.level3':
    'Nas perguntas com duas partes a acompanhar, acertou mais ou menos tantas como um participante médio.',
  'report.dimensions.memory.level4':
    'Nas perguntas com duas partes a acompanhar, acertou mais do que um participante médio.',
  'report.dimensions.memory.level5':
    'Nas perguntas com duas partes a acompanhar, acertou muito mais do que um participante médio.',
  'report.dimensions.memory.notMeasured':
    'Não medido: este teste tinha muito poucas perguntas com duas partes a acompanhar.',
  'report.dimensions.memory.guessing':
    'Não medido: as suas respostas parecem dadas ao acaso, por isso não é possível tirar delas conclusões aqui.',
  'report.dimensions.speed.level1':
    'Nas perguntas que acertou, o seu tempo habitual foi mais de 110 % do tempo previsto por pergunta.',
  'report.dimensions.speed.level2':
    'Nas perguntas que acertou, o seu tempo habitual foi 80 a 110 % do tempo previsto por pergunta.',
  'report.dimensions.speed.level3':
    'Nas perguntas que acertou, o seu tempo habitual foi 50 a 80 % do tempo previsto por pergunta.',
  'report.dimensions.speed.level4':
    'Nas perguntas que acertou, o seu tempo habitual foi 30 a 50 % do tempo previsto por pergunta.',
  'report.dimensions.speed.level5':
    'Nas perguntas que acertou, o seu tempo habitual foi menos de 30 % do tempo previsto por pergunta.',
  'report.dimensions.speed.notMeasured': 'Não medido: menos de 8 respostas certas para cronometrar.',
  'report.dimensions.speed.guessing':
    'Não medido: as suas respostas parecem dadas ao acaso, por isso não é possível tirar delas conclusões aqui.',
  'report.dimensions.reaction.level1':
    'Nas perguntas mais fáceis que acertou, o seu tempo habitual foi mais de 80 % do tempo previsto por pergunta.',
  'report.dimensions.reaction.level2':
    'Nas perguntas mais fáceis que acertou, o seu tempo habitual foi 50 a 80 % do tempo previsto por pergunta.',
  'report.dimensions.reaction.level3':
    'Nas perguntas mais fáceis que acertou, o seu tempo habitual foi 30 a 50 % do tempo previsto por pergunta.',
  'report.dimensions.reaction.level4':
    'Nas perguntas mais fáceis que acertou, o seu tempo habitual foi 15 a 30 % do tempo previsto por pergunta.',
  'report.dimensions.reaction.level5':
    'Nas perguntas mais fáceis que acertou, o seu tempo habitual foi menos de 15 % do tempo previsto por pergunta.',
  'report.dimensions.reaction.notMeasured':
    'Não medido: menos de 3 respostas certas nas seis perguntas mais fáceis.',
  'report.dimensions.reaction.guessing':
    'Não medido: as suas respostas parecem dadas ao acaso, por isso não é possível tirar delas conclusões aqui.',
  'report.dimensions.concentration.level1':
    'Nas perguntas mais fáceis (as doze primeiras), os seus descuidos foram muito mais do que o que o seu resultado global prevê.',
  'report.dimensions.concentration.level2':
    'Nas perguntas mais fáceis (as doze primeiras), os seus descuidos foram mais do que o que o seu resultado global prevê.',
  'report.dimensions.concentration.level3':
    'Nas perguntas mais fáceis (as doze primeiras), os seus descuidos foram mais ou menos tantos como o que o seu resultado global prevê.',
  'report.dimensions.concentration.level4':
    'Nas perguntas mais fáceis (as doze primeiras), os seus descuidos foram menos do que o que o seu resultado global prevê.',
  'report.dimensions.concentration.level5':
    'Nas perguntas mais fáceis (as doze primeiras), os seus descuidos foram muito menos do que o que o seu resultado global prevê.',
  'report.dimensions.concentration.notMeasured':
    'Não medido: o seu resultado global prevê muitas falhas nas perguntas mais fáceis, por isso não se distingue um descuido da dificuldade.',
  'report.dimensions.concentration.guessing':
    'Não medido: as suas respostas parecem dadas ao acaso, por isso não é possível tirar delas conclusões aqui.',
  'report.dimensions.logic.level1':
    'Nas perguntas em que mudam três ou mais regras ao mesmo tempo, acertou muito menos do que um participante médio.',
  'report.dimensions.logic.level2':
    'Nas perguntas em que mudam três ou mais regras ao mesmo tempo, acertou menos do que um participante médio.',
  'report.dimensions.logic.level3':
    'Nas perguntas em que mudam três ou mais regras ao mesmo tempo, acertou mais ou menos tantas como um participante médio.',
  'report.dimensions.logic.level4':
    'Nas perguntas em que mudam três ou mais regras ao mesmo tempo, acertou mais do que um participante médio.',
  'report.dimensions.logic.level5':
    'Nas perguntas em que mudam três ou mais regras ao mesmo tempo, acertou muito mais do que um participante médio.',
  'report.dimensions.logic.notMeasured':
    'Não medido: este teste tinha muito poucas perguntas em que mudam três ou mais regras ao mesmo tempo.',
  'report.dimensions.logic.guessing':
    'Não medido: as suas respostas parecem dadas ao acaso, por isso não é possível tirar delas conclusões aqui.',
};

const zhCN: DimensionInterpretations = {
  'report.dimensions.memory.level1': '在需要同时追踪两个部分的题目上，你答对的题数远少于普通测试者。',
  'report.dimensions.memory.level2': '在需要同时追踪两个部分的题目上，你答对的题数少于普通测试者。',
  'report.dimensions.memory.level3': '在需要同时追踪两个部分的题目上，你答对的题数大致等于普通测试者。',
  'report.dimensions.memory.level4': '在需要同时追踪两个部分的题目上，你答对的题数多于普通测试者。',
  'report.dimensions.memory.level5': '在需要同时追踪两个部分的题目上，你答对的题数远多于普通测试者。',
  'report.dimensions.memory.notMeasured': '未测量：本测试中需要同时追踪两个部分的题目太少。',
  'report.dimensions.memory.guessing': '未测量：你的作答看起来像是在猜测，因此无法据此解读。',
  'report.dimensions.speed.level1': '在你答对的题目上，你的典型用时为每题限时的110%以上。',
  'report.dimensions.speed.level2': '在你答对的题目上，你的典型用时为每题限时的80%–110%。',
  'report.dimensions.speed.level3': '在你答对的题目上，你的典型用时为每题限时的50%–80%。',
  'report.dimensions.speed.level4': '在你答对的题目上，你的典型用时为每题限时的30%–50%。',
  'report.dimensions.speed.level5': '在你答对的题目上，你的典型用时为每题限时的不到30%。',
  'report.dimensions.speed.notMeasured': '未测量：可计时的答对题目少于8道。',
  'report.dimensions.speed.guessing': '未测量：你的作答看起来像是在猜测，因此无法据此解读。',
  'report.dimensions.reaction.level1': '在你答对的最简单题目上，你的典型用时为每题限时的80%以上。',
  'report.dimensions.reaction.level2': '在你答对的最简单题目上，你的典型用时为每题限时的50%–80%。',
  'report.dimensions.reaction.level3': '在你答对的最简单题目上，你的典型用时为每题限时的30%–50%。',
  'report.dimensions.reaction.level4': '在你答对的最简单题目上，你的典型用时为每题限时的15%–30%。',
  'report.dimensions.reaction.level5': '在你答对的最简单题目上，你的典型用时为每题限时的不到15%。',
  'report.dimensions.reaction.notMeasured': '未测量：最简单的六道题中答对的少于3道。',
  'report.dimensions.reaction.guessing': '未测量：你的作答看起来像是在猜测，因此无法据此解读。',
  'report.dimensions.concentration.level1':
    '在较简单的题目（前十二题）上，你的失误远多于你的总体结果所预测的。',
  'report.dimensions.concentration.level2':
    '在较简单的题目（前十二题）上，你的失误多于你的总体结果所预测的。',
  'report.dimensions.concentration.level3':
    '在较简单的题目（前十二题）上，你的失误大致等于你的总体结果所预测的。',
  'report.dimensions.concentration.level4':
    '在较简单的题目（前十二题）上，你的失误少于你的总体结果所预测的。',
  'report.dimensions.concentration.level5':
    '在较简单的题目（前十二题）上，你的失误远少于你的总体结果所预测的。',
  'report.dimensions.concentration.notMeasured':
    '未测量：按你的总体结果，较简单的题目本就会错不少，因此无法区分失误与难度。',
  'report.dimensions.concentration.guessing': '未测量：你的作答看起来像是在猜测，因此无法据此解读。',
  'report.dimensions.logic.level1': '在三条或更多规律同时变化的题目上，你答对的题数远少于普通测试者。',
  'report.dimensions.logic.level2': '在三条或更多规律同时变化的题目上，你答对的题数少于普通测试者。',
  'report.dimensions.logic.level3': '在三条或更多规律同时变化的题目上，你答对的题数大致等于普通测试者。',
  'report.dimensions.logic.level4': '在三条或更多规律同时变化的题目上，你答对的题数多于普通测试者。',
  'report.dimensions.logic.level5': '在三条或更多规律同时变化的题目上，你答对的题数远多于普通测试者。',
  'report.dimensions.logic.notMeasured': '未测量：本测试中三条或更多规律同时变化的题目太少。',
  'report.dimensions.logic.guessing': '未测量：你的作答看起来像是在猜测，因此无法据此解读。',
};

const zhHK: DimensionInterpretations = {
  'report.dimensions.memory.level1': '在需要同時追蹤兩個部分的題目上，您答對的題數遠少於一般測試者。',
  'report.dimensions.memory.level2': '在需要同時追蹤兩個部分的題目上，您答對的題數少於一般測試者。',
  'report.dimensions.memory.level3': '在需要同時追蹤兩個部分的題目上，您答對的題數大致等於一般測試者。',
  'report.dimensions.memory.level4': '在需要同時追蹤兩個部分的題目上，您答對的題數多於一般測試者。',
  'report.dimensions.memory.level5': '在需要同時追蹤兩個部分的題目上，您答對的題數遠多於一般測試者。',
  'report.dimensions.memory.notMeasured': '未量度：本測試中需要同時追蹤兩個部分的題目太少。',
  'report.dimensions.memory.guessing': '未量度：您的作答看來像是在猜測，因此無法據此解讀。',
  'report.dimensions.speed.level1': '在您答對的題目上，您的典型用時為每題限時的110%以上。',
  'report.dimensions.speed.level2': '在您答對的題目上，您的典型用時為每題限時的80%–110%。',
  'report.dimensions.speed.level3': '在您答對的題目上，您的典型用時為每題限時的50%–80%。',
  'report.dimensions.speed.level4': '在您答對的題目上，您的典型用時為每題限時的30%–50%。',
  'report.dimensions.speed.level5': '在您答對的題目上，您的典型用時為每題限時的不足30%。',
  'report.dimensions.speed.notMeasured': '未量度：可計時的答對題目少於8道。',
  'report.dimensions.speed.guessing': '未量度：您的作答看來像是在猜測，因此無法據此解讀。',
  'report.dimensions.reaction.level1': '在您答對的最簡單題目上，您的典型用時為每題限時的80%以上。',
  'report.dimensions.reaction.level2': '在您答對的最簡單題目上，您的典型用時為每題限時的50%–80%。',
  'report.dimensions.reaction.level3': '在您答對的最簡單題目上，您的典型用時為每題限時的30%–50%。',
  'report.dimensions.reaction.level4': '在您答對的最簡單題目上，您的典型用時為每題限時的15%–30%。',
  'report.dimensions.reaction.level5': '在您答對的最簡單題目上，您的典型用時為每題限時的不足15%。',
  'report.dimensions.reaction.notMeasured': '未量度：最簡單的六道題中答對的少於3道。',
  'report.dimensions.reaction.guessing': '未量度：您的作答看來像是在猜測，因此無法據此解讀。',
  'report.dimensions.concentration.level1':
    '在較簡單的題目（首十二題）上，您的失誤遠多於您的整體結果所預測的。',
  'report.dimensions.concentration.level2':
    '在較簡單的題目（首十二題）上，您的失誤多於您的整體結果所預測的。',
  'report.dimensions.concentration.level3':
    '在較簡單的題目（首十二題）上，您的失誤大致等於您的整體結果所預測的。',
  'report.dimensions.concentration.level4':
    '在較簡單的題目（首十二題）上，您的失誤少於您的整體結果所預測的。',
  'report.dimensions.concentration.level5':
    '在較簡單的題目（首十二題）上，您的失誤遠少於您的整體結果所預測的。',
  'report.dimensions.concentration.notMeasured':
    '未量度：按您的整體結果，較簡單的題目本就會錯不少，因此無法區分失誤與難度。',
  'report.dimensions.concentration.guessing': '未量度：您的作答看來像是在猜測，因此無法據此解讀。',
  'report.dimensions.logic.level1': '在三條或以上規律同時變化的題目上，您答對的題數遠少於一般測試者。',
  'report.dimensions.logic.level2': '在三條或以上規律同時變化的題目上，您答對的題數少於一般測試者。',
  'report.dimensions.logic.level3': '在三條或以上規律同時變化的題目上，您答對的題數大致等於一般測試者。',
  'report.dimensions.logic.level4': '在三條或以上規律同時變化的題目上，您答對的題數多於一般測試者。',
  'report.dimensions.logic.level5': '在三條或以上規律同時變化的題目上，您答對的題數遠多於一般測試者。',
  'report.dimensions.logic.notMeasured': '未量度：本測試中三條或以上規律同時變化的題目太少。',
  'report.dimensions.logic.guessing': '未量度：您的作答看來像是在猜測，因此無法據此解讀。',
};

const jaJP: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '2つの要素を同時に追う問題では、正答数が平均的な受検者よりかなり少なくなりました。',
  'report.dimensions.memory.level2':
    '2つの要素を同時に追う問題では、正答数が平均的な受検者より少なくなりました。',
  'report.dimensions.memory.level3':
    '2つの要素を同時に追う問題では、正答数が平均的な受検者とほぼ同じでした。',
  'report.dimensions.memory.level4':
    '2つの要素を同時に追う問題では、正答数が平均的な受検者より多くなりました。',
  'report.dimensions.memory.level5':
    '2つの要素を同時に追う問題では、正答数が平均的な受検者よりかなり多くなりました。',
  'report.dimensions.memory.notMeasured':
    '測定なし：このテストには2つの要素を同時に追う問題が少なすぎました。',
  'report.dimensions.memory.guessing':
    '測定なし：回答があて推量のように見えるため、ここからは何も読み取れません。',
  'report.dimensions.speed.level1': '正解した問題での典型的な所要時間は、1問あたりの制限時間の110%超でした。',
  'report.dimensions.speed.level2':
    '正解した問題での典型的な所要時間は、1問あたりの制限時間の80–110%でした。',
  'report.dimensions.speed.level3': '正解した問題での典型的な所要時間は、1問あたりの制限時間の50–80%でした。',
  'report.dimensions.speed.level4': '正解した問題での典型的な所要時間は、1問あたりの制限時間の30–50%でした。',
  'report.dimensions.speed.level5':
    '正解した問題での典型的な所要時間は、1問あたりの制限時間の30%未満でした。',
  'report.dimensions.speed.notMeasured': '測定なし：時間を測れる正解が8問未満でした。',
  'report.dimensions.speed.guessing':
    '測定なし：回答があて推量のように見えるため、ここからは何も読み取れません。',
  'report.dimensions.reaction.level1':
    '正解した最も易しい問題での典型的な所要時間は、1問あたりの制限時間の80%超でした。',
  'report.dimensions.reaction.level2':
    '正解した最も易しい問題での典型的な所要時間は、1問あたりの制限時間の50–80%でした。',
  'report.dimensions.reaction.level3':
    '正解した最も易しい問題での典型的な所要時間は、1問あたりの制限時間の30–50%でした。',
  'report.dimensions.reaction.level4':
    '正解した最も易しい問題での典型的な所要時間は、1問あたりの制限時間の15–30%でした。',
  'report.dimensions.reaction.level5':
    '正解した最も易しい問題での典型的な所要時間は、1問あたりの制限時間の15%未満でした。',
  'report.dimensions.reaction.notMeasured': '測定なし：最も易しい6問での正解が3問未満でした。',
  'report.dimensions.reaction.guessing':
    '測定なし：回答があて推量のように見えるため、ここからは何も読み取れません。',
  'report.dimensions.concentration.level1':
    '易しめの問題（最初の12問）でのうっかりミスは、全体の結果から予測される数よりかなり多くなりました。',
  'report.dimensions.concentration.level2':
    '易しめの問題（最初の12問）でのうっかりミスは、全体の結果から予測される数より多くなりました。',
  'report.dimensions.concentration.level3':
    '易しめの問題（最初の12問）でのうっかりミスは、全体の結果から予測される数とほぼ同じでした。',
  'report.dimensions.concentration.level4':
    '易しめの問題（最初の12問）でのうっかりミスは、全体の結果から予測される数より少なくなりました。',
  'report.dimensions.concentration.level5':
    '易しめの問題（最初の12問）でのうっかりミスは、全体の結果から予測される数よりかなり少なくなりました。',
  'report.dimensions.concentration.notMeasured':
    '測定なし：全体の結果から易しめの問題でも多くの誤答が予測されるため、うっかりミスと難しさを区別できません。',
  'report.dimensions.concentration.guessing':
    '測定なし：回答があて推量のように見えるため、ここからは何も読み取れません。',
  'report.dimensions.logic.level1':
    '3つ以上の規則が同時に変わる問題では、正答数が平均的な受検者よりかなり少なくなりました。',
  'report.dimensions.logic.level2':
    '3つ以上の規則が同時に変わる問題では、正答数が平均的な受検者より少なくなりました。',
  'report.dimensions.logic.level3':
    '3つ以上の規則が同時に変わる問題では、正答数が平均的な受検者とほぼ同じでした。',
  'report.dimensions.logic.level4':
    '3つ以上の規則が同時に変わる問題では、正答数が平均的な受検者より多くなりました。',
  'report.dimensions.logic.level5':
    '3つ以上の規則が同時に変わる問題では、正答数が平均的な受検者よりかなり多くなりました。',
  'report.dimensions.logic.notMeasured':
    '測定なし：このテストには3つ以上の規則が同時に変わる問題が少なすぎました。',
  'report.dimensions.logic.guessing':
    '測定なし：回答があて推量のように見えるため、ここからは何も読み取れません。',
};

const koKR: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '두 부분을 동시에 따라가야 하는 문제에서 맞힌 개수가 평균적인 응시자보다 훨씬 적었습니다.',
  'report.dimensions.memory.level2':
    '두 부분을 동시에 따라가야 하는 문제에서 맞힌 개수가 평균적인 응시자보다 적었습니다.',
  'report.dimensions.memory.level3':
    '두 부분을 동시에 따라가야 하는 문제에서 맞힌 개수가 평균적인 응시자와 거의 같았습니다.',
  'report.dimensions.memory.level4':
    '두 부분을 동시에 따라가야 하는 문제에서 맞힌 개수가 평균적인 응시자보다 많았습니다.',
  'report.dimensions.memory.level5':
    '두 부분을 동시에 따라가야 하는 문제에서 맞힌 개수가 평균적인 응시자보다 훨씬 많았습니다.',
  'report.dimensions.memory.notMeasured':
    '측정 안 됨: 이 테스트에는 두 부분을 동시에 따라가야 하는 문제가 너무 적었습니다.',
  'report.dimensions.memory.guessing':
    '측정 안 됨: 답이 추측으로 고른 것처럼 보여 여기서는 아무것도 읽어 낼 수 없습니다.',
  'report.dimensions.speed.level1':
    '맞힌 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 110% 초과에 해당했습니다.',
  'report.dimensions.speed.level2':
    '맞힌 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 80~110%에 해당했습니다.',
  'report.dimensions.speed.level3':
    '맞힌 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 50~80%에 해당했습니다.',
  'report.dimensions.speed.level4':
    '맞힌 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 30~50%에 해당했습니다.',
  'report.dimensions.speed.level5':
    '맞힌 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 30% 미만에 해당했습니다.',
  'report.dimensions.speed.notMeasured': '측정 안 됨: 시간을 잴 수 있는 정답이 8개 미만이었습니다.',
  'report.dimensions.speed.guessing':
    '측정 안 됨: 답이 추측으로 고른 것처럼 보여 여기서는 아무것도 읽어 낼 수 없습니다.',
  'report.dimensions.reaction.level1':
    '맞힌 가장 쉬운 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 80% 초과에 해당했습니다.',
  'report.dimensions.reaction.level2':
    '맞힌 가장 쉬운 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 50~80%에 해당했습니다.',
  'report.dimensions.reaction.level3':
    '맞힌 가장 쉬운 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 30~50%에 해당했습니다.',
  'report.dimensions.reaction.level4':
    '맞힌 가장 쉬운 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 15~30%에 해당했습니다.',
  'report.dimensions.reaction.level5':
    '맞힌 가장 쉬운 문제에서 일반적인 풀이 시간은 문제당 제한 시간의 15% 미만에 해당했습니다.',
  'report.dimensions.reaction.notMeasured': '측정 안 됨: 가장 쉬운 6문제 중 맞힌 문제가 3개 미만이었습니다.',
  'report.dimensions.reaction.guessing':
    '측정 안 됨: 답이 추측으로 고른 것처럼 보여 여기서는 아무것도 읽어 낼 수 없습니다.',
  'report.dimensions.concentration.level1':
    '비교적 쉬운 문제(처음 12문제)에서 부주의한 실수가 전체 결과로 예측되는 수보다 훨씬 많았습니다.',
  'report.dimensions.concentration.level2':
    '비교적 쉬운 문제(처음 12문제)에서 부주의한 실수가 전체 결과로 예측되는 수보다 많았습니다.',
  'report.dimensions.concentration.level3':
    '비교적 쉬운 문제(처음 12문제)에서 부주의한 실수가 전체 결과로 예측되는 수와 거의 같았습니다.',
  'report.dimensions.concentration.level4':
    '비교적 쉬운 문제(처음 12문제)에서 부주의한 실수가 전체 결과로 예측되는 수보다 적었습니다.',
  'report.dimensions.concentration.level5':
    '비교적 쉬운 문제(처음 12문제)에서 부주의한 실수가 전체 결과로 예측되는 수보다 훨씬 적었습니다.',
  'report.dimensions.concentration.notMeasured':
    '측정 안 됨: 전체 결과로 보아 쉬운 문제에서도 오답이 많을 것으로 예측되어, 실수와 난이도를 구별할 수 없습니다.',
  'report.dimensions.concentration.guessing':
    '측정 안 됨: 답이 추측으로 고른 것처럼 보여 여기서는 아무것도 읽어 낼 수 없습니다.',
  'report.dimensions.logic.level1':
    '세 가지 이상의 규칙이 동시에 바뀌는 문제에서 맞힌 개수가 평균적인 응시자보다 훨씬 적었습니다.',
  'report.dimensions.logic.level2':
    '세 가지 이상의 규칙이 동시에 바뀌는 문제에서 맞힌 개수가 평균적인 응시자보다 적었습니다.',
  'report.dimensions.logic.level3':
    '세 가지 이상의 규칙이 동시에 바뀌는 문제에서 맞힌 개수가 평균적인 응시자와 거의 같았습니다.',
  'report.dimensions.logic.level4':
    '세 가지 이상의 규칙이 동시에 바뀌는 문제에서 맞힌 개수가 평균적인 응시자보다 많았습니다.',
  'report.dimensions.logic.level5':
    '세 가지 이상의 규칙이 동시에 바뀌는 문제에서 맞힌 개수가 평균적인 응시자보다 훨씬 많았습니다.',
  'report.dimensions.logic.notMeasured':
    '측정 안 됨: 이 테스트에는 세 가지 이상의 규칙이 동시에 바뀌는 문제가 너무 적었습니다.',
  'report.dimensions.logic.guessing':
    '측정 안 됨: 답이 추측으로 고른 것처럼 보여 여기서는 아무것도 읽어 낼 수 없습니다.',
};

export const DIMENSION_INTERPRETATIONS: Readonly<Record<LocaleTag, DimensionInterpretations>> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pt-PT': ptPT,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
};

/** The text of `key` in `locale` (English when a key is unknown, never the bare key). */
export function dimensionInterpretation(key: string, locale: LocaleTag): string | null {
  const table = (DIMENSION_INTERPRETATIONS[locale] ?? enUS) as Record<string, string>;
  return table[key] ?? (enUS as Record<string, string>)[key] ?? null;
}
