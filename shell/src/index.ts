// Async startup (experiments.asyncStartup) lets the entry use shared singletons directly.
import { startShell } from './main';

void startShell();
