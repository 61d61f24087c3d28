/** @jest-environment node */
import { strictManifestFetch } from './runtime-plugins';

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
