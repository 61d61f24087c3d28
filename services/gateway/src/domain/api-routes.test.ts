import { serviceForApiPath } from './api-routes';

describe('serviceForApiPath', () => {
  test.each([
    ['/app/language/list/1', 'exam'],
    ['/app/v2/view', 'exam'],
    ['/app/payment/list/1/US', 'order'],
    ['/exam/question/list/1/en', 'exam'],
    ['/exam/category/list', 'exam'],
    ['/exam/info/1', 'exam'],
    ['/exam/session/start', 'exam'],
    ['/exam/order/country/list', 'order'],
    ['/exam/sku/list/1/US/en', 'order'],
    ['/exam/extra/order/submit', 'order'],
    ['/secondPhase/plan/sku/list/1/US', 'order'],
    ['/vip/pay/create', 'order'],
    ['/unsubscribe/cancel', 'order'],
    ['/pay/pay/order/create', 'order'],
    ['/user/get', 'user'],
    ['/email/captcha/send', 'user'],
    ['/privilege/vip/detail', 'user'],
    ['/App/Payment/list', 'order'],
  ])('%s → %s', (path, service) => {
    expect(serviceForApiPath(path)).toBe(service);
  });

  test.each([
    '/',
    '/app',
    '/exam/report/1',
    '/exam',
    '/nope/x',
    '/application/x',
    '/users/1',
    '/app/../user/get',
    '/app/%2e%2e/user/get',
    '/app/a%2fb',
    '/app/a%5cb',
    '/app/%E0%A4%A',
  ])('%s → null', (path) => {
    expect(serviceForApiPath(path)).toBeNull();
  });
});
