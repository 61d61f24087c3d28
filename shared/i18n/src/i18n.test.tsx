import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import {
  changeLocale,
  currentLocale,
  i18n,
  initI18n,
  isNamespaceRegistered,
  registerNamespace,
  type NamespaceLoaders,
  type NamespaceModule,
} from './i18n';
import { SUPPORTED_LOCALES, readStoredLocale, type Locale } from './locales';

const DEMO: Partial<Record<Locale, { greeting: string }>> = {
  'en-US': { greeting: 'Hello, {{name}}' },
  'fr-FR': { greeting: 'Bonjour, {{name}}' },
  'ja-JP': { greeting: 'こんにちは、{{name}}' },
};

/** Loaders that behave like `() => import('./locales/xx.json')`, with a call log and a gate. */
function demoLoaders() {
  const calls: Locale[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const loaders = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      async (): Promise<NamespaceModule> => {
        calls.push(locale);
        await gate;
        return { default: DEMO[locale] ?? { greeting: `[${locale}] {{name}}` } };
      },
    ]),
  ) as NamespaceLoaders;
  return { loaders, calls, open };
}

function Greeting() {
  const { t } = useTranslation('demo');
  return <p>{t('greeting', { name: 'Ada' })}</p>;
}

function Frame() {
  const { t } = useTranslation();
  return <button type="button">{t('remote.retry')}</button>;
}

function App() {
  return (
    <Suspense fallback={<p>suspended</p>}>
      <Frame />
      <Greeting />
    </Suspense>
  );
}

beforeAll(async () => {
  await initI18n('en-US');
});

describe('initI18n', () => {
  it('initialises the one shared instance with English common bundled, other locales on demand', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    // One locale's strings at first (issue 9): no other locale's common strings are loaded yet.
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en-US'))
      expect([locale, i18n.hasResourceBundle(locale, 'common')]).toEqual([locale, false]);
    expect(i18n.t('notFound.title', { path: '/x?a=<b>' })).toBe('Page Not Found: /x?a=<b>');
  });

  it('returns the same instance on a second call', async () => {
    await expect(initI18n('en-US')).resolves.toBe(i18n);
  });
});

describe('lazy namespaces', () => {
  it('suspends until the registered namespace is loaded, then switches language', async () => {
    const demo = demoLoaders();
    registerNamespace('demo', demo.loaders);
    render(<App />);

    expect(screen.getByText('suspended')).toBeTruthy();
    expect(demo.calls).toEqual(['en-US']);

    await act(async () => demo.open());
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Retry');

    await act(async () => {
      await changeLocale('fr-FR');
    });
    expect(screen.getByText('Bonjour, Ada')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Réessayer');
    // only the chunk of the new locale was fetched, once
    expect(demo.calls).toEqual(['en-US', 'fr-FR']);
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(readStoredLocale()).toBe('fr-FR');
    expect(currentLocale()).toBe('fr-FR');

    await act(async () => {
      await changeLocale('ja-JP');
    });
    expect(screen.getByText('こんにちは、Ada')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('再試行');

    await act(async () => {
      await changeLocale('en-US');
    });
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('accepts a loader that resolves to the object itself', async () => {
    registerNamespace(
      'plain',
      Object.fromEntries(
        SUPPORTED_LOCALES.map((l) => [l, async () => ({ title: `plain ${l}` })]),
      ) as NamespaceLoaders,
    );
    function Plain() {
      const { t } = useTranslation('plain');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={null}>
        <Plain />
      </Suspense>,
    );
    expect(await screen.findByText('plain en-US')).toBeTruthy();
  });

  it('retries a chunk that failed to load', async () => {
    let attempts = 0;
    registerNamespace(
      'flaky',
      Object.fromEntries(
        SUPPORTED_LOCALES.map((l) => [
          l,
          async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('ChunkLoadError');
            return { default: { title: 'second time lucky' } };
          },
        ]),
      ) as NamespaceLoaders,
    );
    function Flaky() {
      const { t } = useTranslation('flaky');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={null}>
        <Flaky />
      </Suspense>,
    );
    expect(await screen.findByText('second time lucky', undefined, { timeout: 3000 })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('renders a namespace that is registered after its first use', async () => {
    function Late() {
      const { t } = useTranslation('late');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    // Not registered yet: the load fails at once and the key shows.
    expect(await screen.findByText('title')).toBeTruthy();

    await act(async () => {
      registerNamespace(
        'late',
        Object.fromEntries(
          SUPPORTED_LOCALES.map((l) => [l, async () => ({ title: 'arrived' })]),
        ) as NamespaceLoaders,
      );
    });
    expect(await screen.findByText('arrived')).toBeTruthy();
  });
});

describe('changeLocale', () => {
  it('keeps the language that won when two switches finish out of order', async () => {
    let openGerman!: () => void;
    const germanGate = new Promise<void>((resolve) => (openGerman = resolve));
    registerNamespace(
      'race',
      Object.fromEntries(
        SUPPORTED_LOCALES.map((l) => [
          l,
          async () => {
            if (l === 'de-DE') await germanGate; // a slow chunk
            return { title: l };
          },
        ]),
      ) as NamespaceLoaders,
    );
    await act(async () => {
      await i18n.loadNamespaces('race');
    });

    let slowSwitch!: Promise<void>;
    await act(async () => {
      slowSwitch = changeLocale('de-DE');
      await changeLocale('es-ES');
    });
    await act(async () => {
      openGerman();
      await slowSwitch;
    });

    expect(i18n.language).toBe('es-ES');
    expect(i18n.t('race:title')).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(readStoredLocale()).toBe('es-ES');
  });
});

describe('registerNamespace', () => {
  const loaders = () =>
    Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, async () => ({})])) as NamespaceLoaders;

  it('refuses the shell namespace and a name another remote took', () => {
    expect(() => registerNamespace('common', loaders())).toThrow(/already registered/);
    const first = loaders();
    registerNamespace('clash', first);
    expect(() => registerNamespace('clash', first)).not.toThrow();
    expect(() => registerNamespace('clash', loaders())).toThrow(/already registered/);
    expect(() => registerNamespace('clash', loaders(), { overrideExisting: true })).not.toThrow();
    expect(isNamespaceRegistered('clash')).toBe(true);
    expect(isNamespaceRegistered('nobody')).toBe(false);
  });
});

describe('initI18n called again', () => {
  it('switches to the new locale without writing the cookie', async () => {
    document.cookie = 'IQ-locale=; Max-Age=0; Path=/';
    await act(async () => {
      await initI18n('ko-KR');
    });
    expect(i18n.language).toBe('ko-KR');
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(readStoredLocale()).toBeNull();
  });
});
