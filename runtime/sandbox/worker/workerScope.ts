/**
 * The worker's own messaging, captured before remote-dom's DOM polyfill installs a window-like
 * global (imported first by workerRuntime.ts), so the runtime always talks through the real
 * worker scope.
 */
interface WorkerScope {
  postMessage(message: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;

export const postToHost: (message: string) => void = scope.postMessage.bind(scope);
export const listenToHost: (listener: (event: MessageEvent) => void) => void = (listener) =>
  scope.addEventListener('message', listener);
