/** @jest-environment node */
import { fallbackToLiveBuild, strictManifestFetch } from './runtime-plugins';

const call = (plugin: ReturnType<typeof strictManifestFetch>, url: string) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});

test('passes a successful answer through', async () => {
  const plugin = strictManifestFetch(async () => new Response('{"metaData":{}}', { status: 200 }));
  await expect((await call(plugin, '/remotes/x/1/mf-manifest.json')).json()).resolves.toEqual({
    metaData: {},
  });
});

test('turns an error answer into a load failure instead of an invalid manifest', async () => {
  const plugin = strictManifestFetch(async () => new Response('{"result":404}', { status: 404 }));
  await expect(call(plugin, '/remotes/x/1/mf-manifest.json')).rejects.toThrow('answered HTTP 404');
});

describe('fallbackToLiveBuild', () => {
  const LIVE = 'https://iq.example/remotes/landing/l1/mf-manifest.json';
  const setup = () => {
    const origin = {
      registerRemotes: jest.fn(),
      loadRemote: jest.fn(async () => ({ default: 'live page' })),
    };
    const plugin = fallbackToLiveBuild(new Map([['mfe_landing', LIVE]]));
    const fail = (id: string, lifecycle = 'onLoad') =>
      (plugin.errorLoadRemote as (args: unknown) => Promise<unknown>)({
        id,
        error: new Error('x'),
        lifecycle,
        origin,
      });
    return { origin, fail };
  };

  test("a canary that fails to load is loaded again from the live build's entry, once", async () => {
    const { origin, fail } = setup();
    await expect(fail('mfe_landing/Landing')).resolves.toEqual({ default: 'live page' });
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_landing', entry: LIVE }], {
      force: true,
    });
    expect(origin.loadRemote).toHaveBeenCalledWith('mfe_landing/Landing');
    // The live build failing too: the error stands (the page shows its retry).
    await expect(fail('mfe_landing/Landing')).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  test('a remote without a fallback, or another lifecycle, is left alone', async () => {
    const { origin, fail } = setup();
    await expect(fail('mfe_exam/Exam')).resolves.toBeUndefined();
    await expect(fail('mfe_landing/Landing', 'beforeLoadShare')).resolves.toBeUndefined();
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });
});
