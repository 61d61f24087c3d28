import { detectDevice, type DeviceInfo } from './device';

// Real user agents as the browsers and apps send them (versions vary; the tokens are theirs).
const CASES: Array<[string, string, DeviceInfo]> = [
  // Real browsers: no mask.
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
    { inApp: null, mobile: true, os: 'ios' },
  ],
  [
    'iPhone Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    { inApp: null, mobile: true, os: 'ios' },
  ],
  [
    'iPhone Firefox',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    { inApp: null, mobile: true, os: 'ios' },
  ],
  [
    'iPad Safari',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { inApp: null, mobile: true, os: 'ios' },
  ],
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    { inApp: null, mobile: true, os: 'android' },
  ],
  [
    'Android Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    { inApp: null, mobile: true, os: 'android' },
  ],
  [
    'Android Firefox',
    'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
    { inApp: null, mobile: true, os: 'android' },
  ],
  [
    'desktop Chrome (Windows)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { inApp: null, mobile: false, os: 'other' },
  ],
  [
    'desktop Firefox (Windows)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { inApp: null, mobile: false, os: 'other' },
  ],
  [
    'desktop Safari (macOS)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    { inApp: null, mobile: false, os: 'other' },
  ],
  [
    'desktop Edge (Windows)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    { inApp: null, mobile: false, os: 'other' },
  ],
  [
    'desktop Chrome (Linux)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { inApp: null, mobile: false, os: 'other' },
  ],

  // In-app browsers: the mask.
  [
    'Facebook iOS (FBAN/FBIOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
    { inApp: 'facebook', mobile: true, os: 'ios' },
  ],
  [
    'Facebook Android (FB_IAB/FBAV)',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.33.113;]',
    { inApp: 'facebook', mobile: true, os: 'android' },
  ],
  [
    'Instagram iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1_1; en_US; en; scale=3.00; 1179x2556; 531201342)',
    { inApp: 'instagram', mobile: true, os: 'ios' },
  ],
  [
    'Instagram Android',
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.1.0.41.113 Android (31/12; 450dpi; 1080x2177; samsung; SM-A525F; a52q; qcom; en_US; 541635890)',
    { inApp: 'instagram', mobile: true, os: 'android' },
  ],
  [
    'Messenger iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/417.0.0.35.114;FBBV/503264557;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.5;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
    { inApp: 'messenger', mobile: true, os: 'ios' },
  ],
  [
    'Messenger Android (Orca)',
    'Mozilla/5.0 (Linux; Android 11; Pixel 4a Build/RQ3A.211001.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/95.0.4638.74 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/340.0.0.15.119;]',
    { inApp: 'messenger', mobile: true, os: 'android' },
  ],
  [
    'TikTok iOS (musical_ly)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_31.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6',
    { inApp: 'tiktok', mobile: true, os: 'ios' },
  ],
  [
    'TikTok Android (BytedanceWebview)',
    'Mozilla/5.0 (Linux; Android 12; SM-G973F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_2023005030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/30.5.3 ByteLocale/en ByteFullLocale/en Region/DE BytedanceWebview/d8a21c6',
    { inApp: 'tiktok', mobile: true, os: 'android' },
  ],
  [
    'WeChat iOS (MicroMessenger)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2c) NetType/WIFI Language/zh_CN',
    { inApp: 'wechat', mobile: true, os: 'ios' },
  ],
  [
    'WeChat Android (MicroMessenger)',
    'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5317 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    { inApp: 'wechat', mobile: true, os: 'android' },
  ],
  [
    'WeChat for Windows',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309071d)',
    { inApp: 'wechat', mobile: false, os: 'other' },
  ],
  [
    'LINE iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.16.0',
    { inApp: 'line', mobile: true, os: 'ios' },
  ],
  [
    'LINE Android',
    'Mozilla/5.0 (Linux; Android 12; SO-51B Build/61.1.F.1.119; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 Line/13.1.1/IAB',
    { inApp: 'line', mobile: true, os: 'android' },
  ],
  [
    'Snapchat iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.27.0.35 (like Safari/8614.4.6.1.6, panda)',
    { inApp: 'snapchat', mobile: true, os: 'ios' },
  ],
  [
    'Twitter iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.30',
    { inApp: 'twitter', mobile: true, os: 'ios' },
  ],
  [
    'Twitter Android',
    'Mozilla/5.0 (Linux; Android 11; SM-A515F Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/105.0.5195.136 Mobile Safari/537.36 TwitterAndroid',
    { inApp: 'twitter', mobile: true, os: 'android' },
  ],
  [
    'LinkedIn iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.27.2736',
    { inApp: 'linkedin', mobile: true, os: 'ios' },
  ],
  [
    'LinkedIn Android',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.114 Mobile Safari/537.36 [LinkedInApp]/4.1.861',
    { inApp: 'linkedin', mobile: true, os: 'android' },
  ],
  [
    'Pinterest iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
    { inApp: 'pinterest', mobile: true, os: 'ios' },
  ],
  [
    'Pinterest Android',
    'Mozilla/5.0 (Linux; Android 12; moto g(60) Build/S2RIS32.32-20-7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/113.0.5672.77 Mobile Safari/537.36 [Pinterest/Android]',
    { inApp: 'pinterest', mobile: true, os: 'android' },
  ],
  [
    'KakaoTalk iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.2.5',
    { inApp: 'kakaotalk', mobile: true, os: 'ios' },
  ],
  [
    'KakaoTalk Android',
    'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36;KAKAOTALK 2410290',
    { inApp: 'kakaotalk', mobile: true, os: 'android' },
  ],
  [
    'an Android app web view (; wv))',
    'Mozilla/5.0 (Linux; Android 11; Pixel 5 Build/RQ3A.211001.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0.4664.45 Mobile Safari/537.36',
    { inApp: 'other-webview', mobile: true, os: 'android' },
  ],
  [
    'an iPhone app web view (no Safari token)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    { inApp: 'other-webview', mobile: true, os: 'ios' },
  ],
];

describe('detectDevice (spec §7 device detection)', () => {
  test.each(CASES)('%s', (_name, userAgent, expected) => {
    expect(detectDevice(userAgent)).toEqual(expected);
  });

  test('no user agent at all (a server render, a bot) is a desktop, not in-app', () => {
    expect(detectDevice(undefined)).toEqual({ inApp: null, mobile: false, os: 'other' });
    expect(detectDevice('')).toEqual({ inApp: null, mobile: false, os: 'other' });
  });
});
