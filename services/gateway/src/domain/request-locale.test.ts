import type { Request } from 'express';
import { requestLocale } from './request-locale';

const req = (query: Record<string, unknown>, headers: Record<string, string>) =>
  ({
    query,
    headers,
    get: (name: string) => headers[name.toLowerCase()],
  }) as unknown as Request;

test.each([
  ['hl wins', { hl: 'ja' }, { cookie: 'IQ-locale=de-DE', 'accept-language': 'fr' }, 'ja-JP'],
  ['then the cookie', {}, { cookie: 'a=1; IQ-locale=de-DE', 'accept-language': 'fr' }, 'de-DE'],
  ['then Accept-Language by q', {}, { 'accept-language': 'xx;q=1, ko;q=0.5, fr;q=0.8' }, 'fr-FR'],
  ['gr-DE is German', {}, { 'accept-language': 'gr-DE' }, 'de-DE'],
  ['Traditional Chinese', {}, { 'accept-language': 'zh-TW,zh;q=0.9' }, 'zh-HK'],
  ['an unusable hl is skipped', { hl: ['ja', 'de'] }, { 'accept-language': 'es' }, 'es-ES'],
  ['nothing usable: English', { hl: '../x' }, { 'accept-language': '*' }, 'en-US'],
])('%s', (_name, query, headers, expected) => expect(requestLocale(req(query, headers))).toBe(expected));
