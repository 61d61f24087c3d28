import { EXAM_SESSION_STORAGE_KEY, requestHeaders, runtimeSlice } from '@iq/api';
import { runtimeFromLocation } from './runtime';

afterEach(() => sessionStorage.clear());

test('a reload on a payment page still sends the exam session the exam remote kept', () => {
  sessionStorage.setItem(EXAM_SESSION_STORAGE_KEY, 'session-123');
  window.history.pushState({}, '', '/paying/payment/web-1?sku=sku2');
  const runtime = { ...runtimeSlice.getInitialState(), ...runtimeFromLocation(window, 'en-US') };
  expect(runtime.examSession).toBe('session-123');
  expect(requestHeaders(runtime)['Exam-Session']).toBe('session-123');
});

test('without a kept session no Exam-Session header is sent', () => {
  const runtime = { ...runtimeSlice.getInitialState(), ...runtimeFromLocation(window, 'en-US') };
  expect(runtime.examSession).toBeNull();
  expect(requestHeaders(runtime)).not.toHaveProperty('Exam-Session');
});
