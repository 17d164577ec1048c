/**
 * A later task of the event loop: long work cut into slices awaits it between them, so a tap or a
 * key press waiting in the queue is handled in between (a ~3,000-row market list checked in one go
 * held a slow phone's thread ~70 ms). A message, not a timer: a background tab's timers are
 * throttled to one a second, or a minute.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
