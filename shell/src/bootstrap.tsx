import { createRoot } from 'react-dom/client';
import { configureZodForCsp } from '@app/contracts';
import { App } from './app/app';
import { registerRemotesFromManifest } from './remotes/remote-registry';

configureZodForCsp();

async function start() {
  await registerRemotesFromManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
}

void start();
