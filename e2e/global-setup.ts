import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { browserPath, failureDir, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // What failed tests leave behind is this run's alone.
  rmSync(failureDir, { recursive: true, force: true });
  // Which browser ran the journeys: the first line to read when a journey passes on one machine and fails on another.
  const browser = await launchBrowser();
  console.log(`e2e: Chromium ${browser.version()} at ${browserPath()}`);
  await browser.close();
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoPassword', server.demoPassword);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}
