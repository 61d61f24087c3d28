import './src/main';
process.on('SIGTERM', () => {
  setTimeout(() => {
    console.error('RES', (process as any).getActiveResourcesInfo?.().join(','));
  }, 3000).unref();
});
