import type { LocaleContent } from '../content-types';

export const deDE: LocaleContent = {
  help: {
    'timed-test': {
      title: 'Wie funktioniert der Test mit Zeitlimit?',
      summary: '30 Musteraufgaben gegen die Uhr; das Zeitlimit wird vor dem Start angezeigt.',
      paragraphs: [
        'Der IQ-Test hat 30 Aufgaben. Jede zeigt ein Muster mit einem fehlenden Teil und sechs Antwortmöglichkeiten: Wählen Sie die, die die Regel vervollständigt.',
        'Die Anleitung zeigt das Zeitlimit vor dem Start, und während Sie antworten, läuft ein Countdown. Ist die Zeit abgelaufen, werden Ihre bisherigen Antworten abgegeben; unbeantwortete Aufgaben zählen als falsch.',
        'Bricht Ihre Verbindung ab, laden Sie die Seite neu: Ihre bereits gegebenen Antworten bleiben erhalten.',
      ],
    },
    'report-and-price': {
      title: 'Was enthält der Bericht und was kostet er?',
      summary:
        'Der Test selbst ist kostenlos; Ihr IQ-Wert und der ausführliche Bericht sind kostenpflichtig, der Preis wird vor der Zahlung angezeigt.',
      paragraphs: [
        'Der Test selbst ist kostenlos. Der ausführliche Bericht enthält Ihren IQ-Wert, Ihre Platzierung, Ihre fünf Teilbereichswerte mit Referenzbereichen und, je nach gewähltem Paket, eine Analyse Ihrer falschen Antworten und ein Zertifikat.',
        'Die Preise hängen von Ihrem Land und Ihrer Währung ab. Der Preis jedes Pakets, einschließlich Testphase und Verlängerungsbedingungen, steht auf der Auswahlseite, bevor Sie bezahlen. Sie können per Karte oder PayPal zahlen.',
      ],
    },
    subscription: {
      title: 'Wie verlängern sich Abonnements und wie kündige ich?',
      summary:
        'Abos verlängern sich automatisch bis zur Kündigung; Sie können jederzeit mit Ihrer E-Mail-Adresse kündigen.',
      paragraphs: [
        'Manche Angebote enthalten ein Abonnement. Es verlängert sich automatisch in dem Abstand und zu dem Preis, die vor der Zahlung angezeigt wurden, bis Sie es kündigen.',
        'Zum Kündigen öffnen Sie die Kündigungsseite und geben die E-Mail-Adresse Ihres Kaufs ein; zur Bestätigung senden wir einen Code an diese Adresse. Erinnerungs-E-Mails vor einer Verlängerung enthalten außerdem einen Link, mit dem Sie in einem Schritt kündigen. Die Kündigung beendet alle künftigen Abbuchungen; die Testphase oder der bereits bezahlte Zeitraum läuft bis zum Ende.',
      ],
    },
    refunds: {
      title: 'Wie beantrage ich eine Erstattung?',
      summary: 'Schreiben Sie dem Support mit Ihrer Bestellnummer; wir prüfen jede Anfrage einzeln.',
      paragraphs: [
        'Wurden Sie irrtümlich belastet oder hat etwas nicht funktioniert, schreiben Sie an {supportEmail}. Nennen Sie die verwendete E-Mail-Adresse und Ihre Bestellnummer aus der Zahlungsbestätigung.',
        'Wir prüfen jede Anfrage einzeln und antworten per E-Mail. Ihre gesetzlichen Rechte bleiben unberührt.',
      ],
    },
    'retrieve-report': {
      title: 'Wie erhalte ich meinen Bericht wieder?',
      summary: 'Nutzen Sie „Bericht abrufen“ mit der E-Mail-Adresse Ihres Kaufs.',
      paragraphs: [
        'Öffnen Sie „Bericht abrufen“ und geben Sie die E-Mail-Adresse ein, die Sie bei der Zahlung angegeben haben. Wir senden einen Link zu Ihren Berichten an diese Adresse.',
        'Auch Ihre Zahlungsbestätigung enthält die Bestellnummer und einen Link zum Bericht. Kommt nichts an, sehen Sie im Spam-Ordner nach und wenden Sie sich dann mit Ihrer Bestellnummer an den Support.',
      ],
    },
    account: {
      title: 'Wie melde ich mich an oder setze mein Passwort zurück?',
      summary:
        'Nach dem ersten Kauf erhalten Sie per E-Mail einen Link zum Festlegen Ihres Passworts; ein vergessenes Passwort setzen Sie mit einem Code zurück.',
      paragraphs: [
        'Ihr Konto ist Ihre E-Mail-Adresse. Nach Ihrem ersten Kauf senden wir Ihnen einen Link, mit dem Sie Ihr Passwort festlegen (7 Tage gültig); Passwörter verschicken wir nie per E-Mail. Angemeldet sehen Sie alle Ihre Berichte, bezahlen offene und ändern Ihre Angaben.',
        'Passwort vergessen? Wählen Sie „Passwort vergessen“, geben Sie Ihre E-Mail-Adresse ein, tippen Sie den zugesandten Bestätigungscode ein und wählen Sie ein neues Passwort.',
      ],
    },
    'answer-privacy': {
      title: 'Was geschieht mit meinen Antworten?',
      summary:
        'Ihre Antworten dienen nur der Berechnung Ihres Ergebnisses; Sie können ihre Löschung verlangen.',
      paragraphs: [
        'Wir verwenden Ihre Antworten nur, um Ihr Ergebnis zu berechnen und anzuzeigen. Wir verkaufen sie nicht und zeigen sie niemandem sonst.',
        'Werbe-Cookies und Messpixel bleiben aus, bis Sie zustimmen; unsere eigenen anonymen Seitenmessungen enden, wenn Sie ablehnen oder Ihr Browser das Signal Global Privacy Control sendet. Um Ihre Antworten, E-Mail-Adresse und Ihr Konto löschen zu lassen, schreiben Sie an {supportEmail}. Einzelheiten stehen in der Datenschutzerklärung.',
      ],
    },
  },
  privacy: {
    title: 'Datenschutzerklärung',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung Ihrer Daten ist {operatorName}, {operatorAddress}. Sie erreichen uns unter {supportEmail}.',
        ],
      },
      {
        heading: 'Was wir speichern',
        items: [
          'Ihre Testantworten und Ihre Bearbeitungszeit, um Ihr Ergebnis zu berechnen.',
          'Die E-Mail-Adresse, die Sie angeben, um Ihnen Bericht, Zugangsdaten und Belege zu senden.',
          'Ihre Bestellungen: Produkt, Preis, Währung, Status und bei Karten nur die Marke und die letzten vier Ziffern.',
          'Ihr Konto, falls vorhanden: E-Mail-Adresse und Passwort (nur als sicherer Hash gespeichert).',
          'Technische Protokolle mit einer zufälligen Anfrage-Kennung, um Fehler zu finden und zu beheben.',
          'Anonyme Seitenmessungen ohne jede Kennung: welche Seite und welche Version unserer Website sie ausgeliefert hat, Ihre Sprache, wie schnell sie geladen hat, Fehler in unserem Code und wie weit Sie im Test und beim Kauf gekommen sind. Ihr Browser merkt sich nur für diesen Tab, welche Schritte schon gezählt wurden.',
        ],
      },
      {
        heading: 'Zahlungen',
        paragraphs: [
          'Zahlungen wickelt unser Zahlungsdienstleister ab. Ihre Kartennummer geht direkt an ihn; wir sehen und speichern sie nie.',
        ],
      },
      {
        heading: 'Cookies und Werbung',
        paragraphs: [
          'Ein Cookie merkt sich Ihre Sprache, und der Speicher Ihres Browsers hält einen laufenden Test fest. Werbe- und Messpixel werden erst geladen, wenn Sie im Cookie-Hinweis zustimmen; bis dahin sind sie aus. Sie können Ihre Wahl jederzeit ändern. Unsere eigenen Seitenmessungen (siehe „Was wir speichern“) verwenden kein Cookie und gehen nur an uns; sie werden nicht gesendet, wenn Sie im Cookie-Hinweis ablehnen oder Ihr Browser das Signal Global Privacy Control sendet.',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          'Antworten, Berichte und Konto bewahren wir auf, solange Sie den Dienst nutzen oder bis Sie die Löschung verlangen. Bestelldaten bewahren wir so lange auf, wie es das Buchhaltungsrecht verlangt.',
        ],
      },
      {
        heading: 'Ihre Rechte und Kontakt',
        paragraphs: [
          'Sie können Auskunft über Ihre Daten, ihre Berichtigung oder Löschung verlangen und ihrer Nutzung widersprechen; außerdem können Sie sich bei Ihrer Datenschutzbehörde beschweren. Schreiben Sie an {supportEmail}; wir verkaufen Ihre Daten nicht.',
        ],
      },
    ],
  },
  agreement: {
    title: 'Nutzungsbedingungen',
    sections: [
      {
        heading: 'Der Dienst',
        paragraphs: [
          'Wir bieten Online-IQ- und Persönlichkeitstests an. Die Ergebnisse sind Schätzungen zu Ihrer persönlichen Information, keine medizinische, psychologische oder klinische Diagnose.',
          'Anbieter des Dienstes ist {operatorName}, {operatorAddress}.',
        ],
      },
      {
        heading: 'Preise und Zahlung',
        paragraphs: [
          'Der Test ist kostenlos, der ausführliche Bericht kostenpflichtig. Preis, Währung sowie etwaige Testphase und Verlängerung werden vor der Zahlung angezeigt. Zahlungen wickelt unser Zahlungsdienstleister ab.',
        ],
      },
      {
        heading: 'Abonnements und Kündigung',
        paragraphs: [
          'Ein Abonnement verlängert sich automatisch im beim Kauf angezeigten Abstand und Preis, bis Sie kündigen. Sie können jederzeit auf der Kündigungsseite mit Ihrer E-Mail-Adresse kündigen (wir senden einen Bestätigungscode) oder in einem Schritt über den Link in einer Verlängerungserinnerung. Danach folgen keine weiteren Abbuchungen; der bereits bezahlte Zeitraum läuft bis zum Ende.',
        ],
      },
      {
        heading: 'Erstattungen',
        paragraphs: [
          'Für Erstattungen schreiben Sie mit Ihrer Bestellnummer an {supportEmail}. Ihre gesetzlichen Rechte bleiben unberührt.',
        ],
      },
      {
        heading: 'Faire Nutzung',
        items: [
          'Geben Sie Ihre Zugangsdaten nicht weiter.',
          'Beantworten Sie den Test nicht mit automatisierten Werkzeugen und kopieren Sie weder Aufgaben noch Berichte für andere.',
          'Versuchen Sie nicht, Berichte, Bestellungen oder Konten anderer zu öffnen.',
        ],
      },
      {
        heading: 'Änderungen und Kontakt',
        paragraphs: [
          'Wir können diese Bedingungen ändern; das Datum oben nennt die geltende Fassung, Änderungen gelten für künftige Käufe. Fragen: {supportEmail}.',
        ],
      },
    ],
  },
};
