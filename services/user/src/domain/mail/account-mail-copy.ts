// The account mails' words in the nine locales (issue 11): confirm a registration, the notice to
// an address that already has an account, the reset code, the set-password link after a
// purchase. Placeholders: {code} {minutes} {hours} {days}. No user-typed text (a name) ever goes
// into a mail: anyone can register anyone's address, so nothing of theirs may reach its inbox.
import type { LocaleTag } from '@iq/contracts';

export interface AccountMailCopy {
  greeting: string;
  confirmSubject: string;
  confirm: string;
  confirmButton: string;
  confirmNotYou: string;
  noticeSubject: string;
  notice: string;
  loginButton: string;
  resetButton: string;
  noticeNotYou: string;
  codeSubject: string;
  code: string;
  codeNotYou: string;
  setPasswordSubject: string;
  setPassword: string;
  setPasswordButton: string;
  neverPasswords: string;
  footer: string;
}

export const ACCOUNT_MAIL_COPY: Readonly<Record<LocaleTag, AccountMailCopy>> = {
  'en-US': {
    greeting: 'Hello,',
    confirmSubject: 'Confirm your e-mail address',
    confirm: 'Open this link to confirm your e-mail address and sign in. It is valid for {hours} hours:',
    confirmButton: 'Confirm my address',
    confirmNotYou: 'If you did not create an account, ignore this e-mail: nothing happens.',
    noticeSubject: 'Someone tried to register with your address',
    notice:
      'Someone tried to create an account with this e-mail address, which already has one. If it was you, log in or reset your password:',
    loginButton: 'Log in',
    resetButton: 'Reset my password',
    noticeNotYou: 'If it was not you, ignore this e-mail: nothing has changed.',
    codeSubject: 'Your verification code',
    code: 'Your verification code is {code}. It is valid for {minutes} minutes and can be used once.',
    codeNotYou: 'If you did not ask for it, ignore this e-mail: your password stays the same.',
    setPasswordSubject: 'Your account is ready',
    setPassword:
      'With your purchase we created an account for this address, where you find your reports. Set your password with this link (valid for {days} days):',
    setPasswordButton: 'Set my password',
    neverPasswords: 'We never send passwords by e-mail.',
    footer: 'You receive this e-mail because this address was used on our IQ test site.',
  },
  'zh-CN': {
    greeting: '您好，',
    confirmSubject: '请确认您的电子邮箱地址',
    confirm: '请打开此链接确认您的电子邮箱地址并登录。链接 {hours} 小时内有效：',
    confirmButton: '确认我的邮箱',
    confirmNotYou: '如果您没有注册账户，请忽略此邮件，不会有任何变化。',
    noticeSubject: '有人尝试用您的邮箱注册',
    notice: '有人尝试用此电子邮箱注册账户，但该邮箱已有账户。如果是您本人，请登录或重置密码：',
    loginButton: '登录',
    resetButton: '重置密码',
    noticeNotYou: '如果不是您本人，请忽略此邮件，您的账户没有任何变化。',
    codeSubject: '您的验证码',
    code: '您的验证码是 {code}，{minutes} 分钟内有效，仅可使用一次。',
    codeNotYou: '如果您没有申请验证码，请忽略此邮件，您的密码不会改变。',
    setPasswordSubject: '您的账户已创建',
    setPassword:
      '您购买后，我们为此邮箱创建了账户，您可以在其中查看报告。请通过此链接设置密码（{days} 天内有效）：',
    setPasswordButton: '设置密码',
    neverPasswords: '我们绝不会通过电子邮件发送密码。',
    footer: '您收到此邮件，是因为此邮箱地址在我们的智商测试网站上被使用。',
  },
  'zh-HK': {
    greeting: '您好：',
    confirmSubject: '請確認您的電郵地址',
    confirm: '請開啟此連結確認您的電郵地址並登入。連結於 {hours} 小時內有效：',
    confirmButton: '確認我的電郵',
    confirmNotYou: '如果您沒有註冊帳戶，請忽略此電郵，不會有任何變更。',
    noticeSubject: '有人嘗試以您的電郵註冊',
    notice: '有人嘗試以此電郵地址註冊帳戶，但此地址已有帳戶。如果是您本人，請登入或重設密碼：',
    loginButton: '登入',
    resetButton: '重設密碼',
    noticeNotYou: '如果不是您本人，請忽略此電郵，您的帳戶沒有任何變更。',
    codeSubject: '您的驗證碼',
    code: '您的驗證碼是 {code}，於 {minutes} 分鐘內有效，只可使用一次。',
    codeNotYou: '如果您沒有要求驗證碼，請忽略此電郵，您的密碼不會改變。',
    setPasswordSubject: '您的帳戶已建立',
    setPassword:
      '您購買後，我們為此電郵地址建立了帳戶，您可在其中查看報告。請透過此連結設定密碼（於 {days} 日內有效）：',
    setPasswordButton: '設定密碼',
    neverPasswords: '我們絕不會以電郵傳送密碼。',
    footer: '您收到此電郵，是因為此地址曾在我們的智商測試網站上使用。',
  },
  'fr-FR': {
    greeting: 'Bonjour,',
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirm:
      'Ouvrez ce lien pour confirmer votre adresse e-mail et vous connecter. Il est valable {hours} heures :',
    confirmButton: 'Confirmer mon adresse',
    confirmNotYou: "Si vous n'avez pas créé de compte, ignorez cet e-mail : rien ne se passera.",
    noticeSubject: "Quelqu'un a essayé de s'inscrire avec votre adresse",
    notice:
      "Quelqu'un a essayé de créer un compte avec cette adresse e-mail, qui en possède déjà un. Si c'était vous, connectez-vous ou réinitialisez votre mot de passe :",
    loginButton: 'Me connecter',
    resetButton: 'Réinitialiser mon mot de passe',
    noticeNotYou: "Si ce n'était pas vous, ignorez cet e-mail : rien n'a changé.",
    codeSubject: 'Votre code de vérification',
    code: 'Votre code de vérification est {code}. Il est valable {minutes} minutes et ne sert qu’une fois.',
    codeNotYou: "Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.",
    setPasswordSubject: 'Votre compte est prêt',
    setPassword:
      'Avec votre achat, nous avons créé un compte pour cette adresse, où vous retrouvez vos rapports. Choisissez votre mot de passe avec ce lien (valable {days} jours) :',
    setPasswordButton: 'Choisir mon mot de passe',
    neverPasswords: "Nous n'envoyons jamais de mot de passe par e-mail.",
    footer: 'Vous recevez cet e-mail car cette adresse a été utilisée sur notre site de test de QI.',
  },
  'es-ES': {
    greeting: 'Hola:',
    confirmSubject: 'Confirma tu dirección de correo',
    confirm:
      'Abre este enlace para confirmar tu dirección de correo e iniciar sesión. Es válido durante {hours} horas:',
    confirmButton: 'Confirmar mi dirección',
    confirmNotYou: 'Si no has creado una cuenta, ignora este correo: no pasará nada.',
    noticeSubject: 'Alguien intentó registrarse con tu dirección',
    notice:
      'Alguien intentó crear una cuenta con esta dirección de correo, que ya tiene una. Si fuiste tú, inicia sesión o restablece tu contraseña:',
    loginButton: 'Iniciar sesión',
    resetButton: 'Restablecer mi contraseña',
    noticeNotYou: 'Si no fuiste tú, ignora este correo: no ha cambiado nada.',
    codeSubject: 'Tu código de verificación',
    code: 'Tu código de verificación es {code}. Es válido durante {minutes} minutos y solo se puede usar una vez.',
    codeNotYou: 'Si no lo has pedido, ignora este correo: tu contraseña sigue siendo la misma.',
    setPasswordSubject: 'Tu cuenta está lista',
    setPassword:
      'Con tu compra hemos creado una cuenta para esta dirección, donde encontrarás tus informes. Elige tu contraseña con este enlace (válido durante {days} días):',
    setPasswordButton: 'Elegir mi contraseña',
    neverPasswords: 'Nunca enviamos contraseñas por correo electrónico.',
    footer: 'Recibes este correo porque esta dirección se usó en nuestro sitio de test de CI.',
  },
  'ja-JP': {
    greeting: 'こんにちは。',
    confirmSubject: 'メールアドレスの確認',
    confirm: 'このリンクを開いてメールアドレスを確認し、ログインしてください。有効期間は {hours} 時間です：',
    confirmButton: 'メールアドレスを確認する',
    confirmNotYou: 'アカウントを作成していない場合は、このメールを無視してください。何も起こりません。',
    noticeSubject: 'あなたのアドレスで登録が試みられました',
    notice:
      'このメールアドレスで新しいアカウントの作成が試みられましたが、このアドレスには既にアカウントがあります。ご本人の場合は、ログインするかパスワードを再設定してください：',
    loginButton: 'ログイン',
    resetButton: 'パスワードを再設定する',
    noticeNotYou: 'お心当たりがない場合は、このメールを無視してください。何も変更されていません。',
    codeSubject: '認証コード',
    code: '認証コードは {code} です。有効期間は {minutes} 分で、1 回のみ使用できます。',
    codeNotYou: 'ご依頼でない場合は、このメールを無視してください。パスワードは変わりません。',
    setPasswordSubject: 'アカウントの準備ができました',
    setPassword:
      'ご購入に伴い、このアドレスのアカウントを作成しました。レポートはそちらでご覧いただけます。このリンクからパスワードを設定してください（有効期間 {days} 日）：',
    setPasswordButton: 'パスワードを設定する',
    neverPasswords: 'パスワードをメールでお送りすることはありません。',
    footer: 'このメールは、このアドレスが当 IQ テストサイトで使用されたためお送りしています。',
  },
  'de-DE': {
    greeting: 'Hallo,',
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirm:
      'Öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen und sich anzumelden. Er ist {hours} Stunden gültig:',
    confirmButton: 'Adresse bestätigen',
    confirmNotYou: 'Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail: Es passiert nichts.',
    noticeSubject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    notice:
      'Jemand wollte mit dieser E-Mail-Adresse ein Konto anlegen; für sie gibt es bereits eines. Wenn Sie es waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück:',
    loginButton: 'Anmelden',
    resetButton: 'Passwort zurücksetzen',
    noticeNotYou: 'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
    codeSubject: 'Ihr Bestätigungscode',
    code: 'Ihr Bestätigungscode lautet {code}. Er ist {minutes} Minuten gültig und nur einmal verwendbar.',
    codeNotYou:
      'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    setPasswordSubject: 'Ihr Konto ist bereit',
    setPassword:
      'Mit Ihrem Kauf haben wir für diese Adresse ein Konto angelegt, in dem Sie Ihre Berichte finden. Legen Sie Ihr Passwort über diesen Link fest ({days} Tage gültig):',
    setPasswordButton: 'Passwort festlegen',
    neverPasswords: 'Wir versenden niemals Passwörter per E-Mail.',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse auf unserer IQ-Test-Website verwendet wurde.',
  },
  'pt-PT': {
    greeting: 'Olá,',
    confirmSubject: 'Confirme o seu endereço de e-mail',
    confirm:
      'Abra esta ligação para confirmar o seu endereço de e-mail e iniciar sessão. É válida durante {hours} horas:',
    confirmButton: 'Confirmar o meu endereço',
    confirmNotYou: 'Se não criou uma conta, ignore este e-mail: nada acontecerá.',
    noticeSubject: 'Alguém tentou registar-se com o seu endereço',
    notice:
      'Alguém tentou criar uma conta com este endereço de e-mail, que já tem uma. Se foi o próprio, inicie sessão ou redefina a sua palavra-passe:',
    loginButton: 'Iniciar sessão',
    resetButton: 'Redefinir a palavra-passe',
    noticeNotYou: 'Se não foi o próprio, ignore este e-mail: nada foi alterado.',
    codeSubject: 'O seu código de verificação',
    code: 'O seu código de verificação é {code}. É válido durante {minutes} minutos e só pode ser usado uma vez.',
    codeNotYou: 'Se não o pediu, ignore este e-mail: a sua palavra-passe mantém-se.',
    setPasswordSubject: 'A sua conta está pronta',
    setPassword:
      'Com a sua compra criámos uma conta para este endereço, onde encontra os seus relatórios. Defina a sua palavra-passe com esta ligação (válida durante {days} dias):',
    setPasswordButton: 'Definir a palavra-passe',
    neverPasswords: 'Nunca enviamos palavras-passe por e-mail.',
    footer: 'Recebe este e-mail porque este endereço foi usado no nosso site de teste de QI.',
  },
  'ko-KR': {
    greeting: '안녕하세요.',
    confirmSubject: '이메일 주소를 확인해 주세요',
    confirm: '이 링크를 열어 이메일 주소를 확인하고 로그인하세요. {hours}시간 동안 유효합니다:',
    confirmButton: '이메일 주소 확인',
    confirmNotYou: '계정을 만들지 않으셨다면 이 이메일을 무시하세요. 아무 일도 일어나지 않습니다.',
    noticeSubject: '누군가 회원님의 주소로 가입을 시도했습니다',
    notice:
      '누군가 이 이메일 주소로 계정을 만들려고 했지만, 이 주소에는 이미 계정이 있습니다. 본인이라면 로그인하거나 비밀번호를 재설정하세요:',
    loginButton: '로그인',
    resetButton: '비밀번호 재설정',
    noticeNotYou: '본인이 아니라면 이 이메일을 무시하세요. 아무것도 변경되지 않았습니다.',
    codeSubject: '인증 코드',
    code: '인증 코드는 {code}입니다. {minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.',
    codeNotYou: '요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    setPasswordSubject: '계정이 준비되었습니다',
    setPassword:
      '구매와 함께 이 주소로 계정을 만들었습니다. 계정에서 보고서를 확인할 수 있습니다. 이 링크로 비밀번호를 설정하세요({days}일 동안 유효):',
    setPasswordButton: '비밀번호 설정',
    neverPasswords: '비밀번호는 절대 이메일로 보내지 않습니다.',
    footer: '이 주소가 IQ 테스트 사이트에서 사용되어 이 이메일을 보내 드립니다.',
  },
};
